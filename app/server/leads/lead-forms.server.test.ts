import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "~/lib/endpoints";
import { messages } from "~/lib/messages";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { jsonLeadPost, validLeads } from "../../../tests/support/lead-bodies";
import { tag } from "../../../tests/support/site-client";
import { leadEndpoints } from "./lead-forms.server";
import { submitLead } from "./submit-lead.server";

/** Each JSON endpoint of the spec: the body it takes, where its lead lands, and its answers' words. */
const routes = [
  {
    path: endpoints.feedback,
    valid: validLeads.feedback,
    table: "feedback",
    kind: undefined,
    text: messages.feedback,
  },
  {
    path: endpoints.needs,
    valid: validLeads.need,
    table: "enquiries",
    kind: "need",
    text: messages.enquiry,
  },
  {
    path: endpoints.onlineSubmit,
    valid: validLeads.online,
    table: "enquiries",
    kind: "online",
    text: messages.enquiry,
  },
  {
    path: endpoints.courseData,
    valid: validLeads.course,
    table: "course_enrolments",
    kind: undefined,
    text: messages.enquiry,
  },
] as const;

describe("the lead endpoints", () => {
  it("are the spec's four paths and no other", () => {
    expect([...leadEndpoints.keys()].sort()).toEqual(routes.map((route) => route.path).sort());
  });
});

describe.each(testDialects)("a lead endpoint's form on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  let client = 0;
  const freshContext = () => site.context(`198.51.100.${++client}`);

  it.each(routes)("$path stores its lead in $table and answers with its own words", async (route) => {
    const form = leadEndpoints.get(route.path);
    if (!form) throw new Error(`no form at ${route.path}`);
    const body = route.valid(tag());
    const saved = await submitLead(jsonLeadPost(body), freshContext(), form);
    expect(saved.data).toMatchObject({ ok: true, message: route.text.saved });
    const row = await site.app.db
      .selectFrom(route.table)
      .selectAll()
      .where("id", "=", saved.data.ok ? (saved.data.id ?? "") : "")
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(body.email);
    if (route.kind) expect(row).toMatchObject({ kind: route.kind });

    const refused = await submitLead(jsonLeadPost({}), freshContext(), form);
    expect(refused.data).toMatchObject({ ok: false, error: route.text.failed });
  });
});
