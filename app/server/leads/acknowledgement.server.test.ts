import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultProfile } from "~/content/company";
import { mailTemplateDefaults, nameless } from "~/content/mail-templates";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { indiaDayOf } from "~/lib/india-days";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { jsonLeadPost, validLeads } from "../../../tests/support/lead-bodies";
import { tag } from "../../../tests/support/site-client";
import { publishDraft, saveDraft } from "../content/store.server";
import { resetTemplate, saveTemplate } from "../mail/templates.server";
import { ACKNOWLEDGEMENTS_PER_DAY } from "./acknowledgement.server";
import { leadForms } from "./lead-forms.server";
import { submitLead } from "./submit-lead.server";

const COMPANY_EMAIL = "hello@example.in";
const ADMIN = { id: null, email: "boss@example.in" };
const PUBLISHED_NAME = "Asha Soft Pvt Ltd";

// The automatic acknowledgement (issue 17): written with the lead, from its template, at most
// ACKNOWLEDGEMENTS_PER_DAY a day to one address, never for a honeypot hit.
describe.each(testDialects)("the acknowledgement on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect, { COMPANY_EMAIL });
    // The acknowledgement names the company as published, not the template's stand-in.
    await saveDraft(site.app.db, "profile", { ...defaultProfile, name: PUBLISHED_NAME }, 0, ADMIN);
    await publishDraft(site.app.db, "profile", 1, ADMIN);
    await site.site.refresh();
  });
  afterAll(() => site.close());

  let client = 0;
  const freshContext = () => site.context(`198.51.100.${++client % 250}`);
  const send = async (form: keyof typeof leadForms, body: Record<string, unknown>) => {
    const result = await submitLead(jsonLeadPost(body), freshContext(), leadForms[form]);
    expect(result.init?.status, JSON.stringify(result.data)).toBe(201);
    return result.data.ok ? (result.data.id ?? "") : "";
  };
  const acknowledgements = (to: string) =>
    site.app.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", to.toLowerCase())
      .where("purpose", "=", "acknowledgement")
      .orderBy("created_at")
      .execute();

  it.each([
    ["feedback", validLeads.feedback, "your feedback", (t: string) => `Asha ${t}`],
    ["need", validLeads.need, "your enquiry", (t: string) => `Ravi ${t}`],
    ["online", validLeads.online, "your online enquiry", (t: string) => `Meera ${t}`],
    ["course", validLeads.course, "your course enrolment (Java)", () => nameless],
  ] as const)(
    "thanks the visitor of a %s lead by name, naming what they sent",
    async (form, valid, what, name) => {
      const t = tag();
      const body = valid(t);
      const id = await send(form, body);
      const [mail, ...more] = await acknowledgements(body.email);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({
        lead_id: id,
        reply_to: COMPANY_EMAIL,
        html_body: null,
        status: "waiting",
        subject: `We received ${what}`,
      });
      expect(mail?.text_body).toBe(
        mailTemplateDefaults.acknowledgement.body
          .replaceAll("{name}", name(t))
          .replaceAll("{what}", what)
          .replaceAll("{company}", PUBLISHED_NAME),
      );
    },
  );

  it("sends none for a honeypot hit", async () => {
    const body = { ...validLeads.feedback(tag()), [HONEYPOT_FIELD]: "https://spam.example" };
    await send("feedback", body);
    expect(await acknowledgements(body.email)).toEqual([]);
  });

  it(`goes to one address at most ${ACKNOWLEDGEMENTS_PER_DAY} times a day, whatever the case of the address and the form`, async () => {
    const email = `Victim.${tag()}@Example.com`;
    const ids = [
      await send("feedback", { ...validLeads.feedback(tag()), email }),
      await send("need", { ...validLeads.need(tag()), email: email.toLowerCase() }),
      await send("course", { ...validLeads.course(tag()), email }),
      await send("online", { ...validLeads.online(tag()), email }),
      await send("feedback", { ...validLeads.feedback(tag()), email }),
    ];
    const mails = await acknowledgements(email);
    expect(mails.map((mail) => mail.lead_id)).toEqual(ids.slice(0, ACKNOWLEDGEMENTS_PER_DAY));
    // Every lead is stored all the same.
    expect(await site.app.db.selectFrom("leads").select("id").where("id", "in", ids).execute()).toHaveLength(
      5,
    );
  });

  it("holds the limit when many leads for one address arrive at once", async () => {
    const email = `burst.${tag()}@example.com`;
    await Promise.all(
      Array.from({ length: 12 }, () => send("feedback", { ...validLeads.feedback(tag()), email })),
    );
    expect(await acknowledgements(email)).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY);
  });

  // Two leads for one address counting the same slot at once: the second waits for the first's
  // commit, then counts again and takes the next slot (acknowledgementWrites). SQLite commits one
  // lead at a time, so only PostgreSQL can get there.
  it.skipIf(dialect !== "postgres")(
    "gives a lead whose slot another lead held uncommitted the next slot, once that one commits",
    async () => {
      const email = `together.${tag()}@example.com`;
      await site.app.db.connection().execute(async (held) => {
        await sql`begin`.execute(held);
        await held
          .insertInto("acknowledgements")
          .values({ address: email, day: indiaDayOf(new Date()), slot: 1, lead_id: randomUUID() })
          .execute();
        const sending = send("feedback", { ...validLeads.feedback(tag()), email });
        // Commit only once the lead's first count of the slot waits on this transaction's row.
        for (let waited = 0; ; waited += 1) {
          const { rows } = await sql<{
            waiting: number;
          }>`select count(*)::int as waiting from pg_stat_activity
            where wait_event_type = 'Lock' and query like 'insert into "acknowledgements"%'`.execute(
            site.app.db,
          );
          if ((rows[0]?.waiting ?? 0) > 0) break;
          if (waited > 500) throw new Error("the lead's slot never waited for the held one");
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await sql`commit`.execute(held);
        await sending;
      });
      expect(await acknowledgements(email)).toHaveLength(1);
    },
  );

  it("keeps a visitor's line breaks and braces out of the subject, and fills each placeholder once", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== ""),
        async (typed) => {
          const t = tag();
          const name = `${typed}\r\n{what} ${t}`;
          const body = { ...validLeads.feedback(t), name };
          await send("feedback", body);
          const [mail] = await acknowledgements(body.email);
          expect(mail?.subject).toBe("We received your feedback");
          expect(mail?.subject).not.toMatch(/[\r\n]/);
          expect(mail?.text_body.split("\n")[0]).toBe(
            `Hello ${`${name.trim()}`.replace(/[\r\n]+/g, " ").replaceAll("{what}", "your feedback")},`,
          );
        },
      ),
      { numRuns: 15 },
    );
  });

  it("is written from the admins' version of its template, and not at all while it is off", async () => {
    await saveTemplate(site.app.db, ADMIN, "acknowledgement", {
      subject: "Thanks, {name}",
      body: "Got {what}.",
      enabled: true,
    });
    const t = tag();
    const body = validLeads.feedback(t);
    await send("feedback", body);
    expect(await acknowledgements(body.email)).toMatchObject([
      { subject: `Thanks, Asha ${t}`, text_body: "Got your feedback." },
    ]);

    await saveTemplate(site.app.db, ADMIN, "acknowledgement", { subject: "x", body: "y", enabled: false });
    const off = validLeads.feedback(tag());
    await send("feedback", off);
    expect(await acknowledgements(off.email)).toEqual([]);

    await resetTemplate(site.app.db, ADMIN, "acknowledgement");
    const again = validLeads.feedback(tag());
    await send("feedback", again);
    expect(await acknowledgements(again.email)).toMatchObject([{ subject: "We received your feedback" }]);
  });
});
