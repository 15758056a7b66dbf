import type { Selectable } from "kysely";
import { afterAll, beforeAll } from "vitest";
import type { Database, Dialect } from "~/server/db/schema.server";
import type { LeadForm } from "~/server/leads/lead-forms.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import { type InProcessSite, openInProcessSite } from "./in-process";
import { jsonLeadPost } from "./lead-bodies";
import { COMPANY_EMAIL } from "./lead-site";

/** The link to a lead's page that ends its notification. */
export const leadLink = (id: string) => `Open the lead: https://www.example.in/admin/leads/${id}`;

/**
 * The site in process for the tests of a describe block that sends leads through the forms'
 * action: opened before its tests on `dialect`, closed after them. Every request comes from an
 * address no other test uses, so the rate limits count one request each.
 */
export function leadFormSite(dialect: Dialect, env: Record<string, string> = {}) {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect, { COMPANY_EMAIL, ...env });
  });
  afterAll(() => site.close());
  let client = 0;
  const freshContext = () => site.context(`198.51.100.${++client}`);

  /** Sends `body` to the form as an API client does; the success it answered (it must be one). */
  async function submit(form: LeadForm, body: Record<string, unknown>) {
    const result = await submitLead(jsonLeadPost(body, form.api?.path), freshContext(), form);
    if (!result.data.ok || !result.data.id) throw new Error(`not stored: ${JSON.stringify(result.data)}`);
    return { ...result.data, id: result.data.id };
  }

  return {
    get site() {
      return site;
    },
    freshContext,
    submit,
    /** Sends `body` to the form; its answer, its row in `table`, and its notification (replying to its address). */
    async stored<T extends "feedback" | "enquiries" | "course_enrolments" | "waitlist">(
      form: LeadForm,
      table: T,
      body: Record<string, unknown> & { email: string },
    ) {
      const answer = await submit(form, body);
      const { db } = site.app;
      const row = await db
        .selectFrom(table as "feedback")
        .selectAll()
        .where("id", "=", answer.id)
        .executeTakeFirstOrThrow();
      const mail = await db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("reply_to", "=", body.email)
        .executeTakeFirstOrThrow();
      return { answer, row: row as unknown as Selectable<Database[T]>, mail };
    },
  };
}
