import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { messages } from "~/lib/messages";
import { outboxSignal } from "~/server/mail/outbox.server";
import { rateRules } from "~/server/rate-limit.server";
import { testDialects } from "../../../tests/support/databases";
import { capturedLog } from "../../../tests/support/in-process";
import { leadFormSite } from "../../../tests/support/lead-actions";
import { validLeads } from "../../../tests/support/lead-bodies";
import { COMPANY_EMAIL } from "../../../tests/support/lead-site";
import { totalFees } from "../../../tests/support/seeded-courses";
import { tag } from "../../../tests/support/site-client";
import { leadForms } from "./lead-forms.server";
import { submitLead } from "./submit-lead.server";

/** Each lead form: a valid body, the table and kind its lead goes to, and the subject of its notification. */
const forms = [
  {
    name: "feedback",
    form: leadForms.feedback,
    table: "feedback",
    kind: "feedback",
    valid: validLeads.feedback,
    subject: (t: string) => `New feedback from Asha ${t}`,
  },
  {
    name: "need",
    form: leadForms.need,
    table: "enquiries",
    kind: "need",
    valid: validLeads.need,
    subject: (t: string) => `New client-need enquiry from Ravi ${t}`,
  },
  {
    name: "online",
    form: leadForms.online,
    table: "enquiries",
    kind: "online",
    valid: validLeads.online,
    subject: (t: string) => `New online enquiry from Meera ${t}`,
  },
  {
    name: "course",
    form: leadForms.course,
    table: "course_enrolments",
    kind: "enrolments",
    valid: validLeads.course,
    subject: (t: string) => `New course enrolment: kiran.${t}@example.com`,
  },
] as const;

const post = (body: BodyInit, contentType?: string) =>
  new Request("https://www.example.in/lead", {
    method: "POST",
    headers: contentType ? { "content-type": contentType } : {},
    body,
  });
const postJson = (body: unknown) => post(JSON.stringify(body), "application/json");

/** What an action's data holds: its status, headers and body. */
function answered(result: Awaited<ReturnType<typeof submitLead>>) {
  return {
    status: result.init?.status,
    retryAfter: new Headers(result.init?.headers).get("retry-after"),
    body: result.data,
  };
}

// The lead forms' action, called in process with web Requests on a real database: what it stores,
// what it queues for the company, and what it answers for every kind of bad body. The HTTP tests
// (tests/integration/leads.test.ts) check the same answers through both of the server's paths.
describe.each(testDialects)("a lead form's action on %s", (dialect) => {
  const leads = leadFormSite(dialect);
  const { freshContext } = leads;
  const rowsWithEmail = (table: (typeof forms)[number]["table"], email: string) =>
    leads.site.app.db.selectFrom(table).selectAll().where("email", "=", email).execute();
  const mailsTo = (replyTo: string) =>
    leads.site.app.db.selectFrom("mail_outbox").selectAll().where("reply_to", "=", replyTo).execute();

  describe.each(forms)("$name", ({ form, table, kind, valid, subject }) => {
    it("stores a valid lead with its inbox record and notification in one commit, and answers 201 with the message and id", async () => {
      const t = tag();
      const body = valid(t);
      const { status, body: answer } = answered(await submitLead(postJson(body), freshContext(), form));
      expect(status).toBe(201);
      expect(answer).toMatchObject({ ok: true, message: form.text.saved, id: expect.any(String) });
      const rows = await rowsWithEmail(table, body.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: body.email });
      expect(answer.ok && answer.id).toBe(rows[0]?.id);
      const lead = await leads.site.app.db
        .selectFrom("leads")
        .selectAll()
        .where("id", "=", rows[0]?.id ?? "")
        .executeTakeFirstOrThrow();
      expect(lead).toMatchObject({
        kind,
        stage: "new",
        assignee_id: null,
        email: body.email,
        first_contact_at: null,
      });
      expect(lead.created_at).toBe(rows[0]?.created_at);
      if ("mobile" in body) expect(rows[0]).toMatchObject({ mobile: "9876543210" });
      const mails = await mailsTo(body.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to_address: COMPANY_EMAIL,
        subject: subject(t),
        status: "waiting",
        lead_id: lead.id,
        purpose: "notification",
      });
      expect(mails[0]?.text_body).toContain(body.email);
    });

    it("takes the same lead as an HTML form post", async () => {
      const body = valid(tag());
      const fields = Object.fromEntries(
        Object.entries(body).map(([key, value]) => [key, value === true ? "on" : String(value)]),
      );
      const result = answered(
        await submitLead(
          post(new URLSearchParams(fields), "application/x-www-form-urlencoded"),
          freshContext(),
          form,
        ),
      );
      expect(result.status).toBe(201);
      expect(await rowsWithEmail(table, body.email)).toHaveLength(1);
    });

    it.each([
      ["malformed JSON", 400, '{"name": "x"', "application/json", "The body is not valid JSON."],
      ["JSON that is not an object", 400, "[1, 2]", "application/json", "The JSON body must be an object."],
      ["plain text", 415, "name=x", "text/plain", "Send JSON (application/json) or an HTML form."],
      ["no content type", 415, "name=x", undefined, "Send JSON (application/json) or an HTML form."],
    ])("refuses %s with %i and the form's failure message", async (_name, status, body, type, details) => {
      const result = answered(await submitLead(post(body, type), freshContext(), form));
      expect(result).toEqual({
        status,
        retryAfter: null,
        body: { ok: false, error: form.text.failed, details },
      });
    });

    it("refuses a body over 64 KiB with 413 and stores nothing", async () => {
      const body = { ...valid(tag()), description: "d".repeat(70_000) };
      const result = answered(await submitLead(postJson(body), freshContext(), form));
      expect(result.status).toBe(413);
      expect(result.body).toMatchObject({ ok: false, error: form.text.failed });
      expect(await rowsWithEmail(table, body.email)).toHaveLength(0);
    });

    it("refuses an invalid e-mail address with the field's message and stores nothing", async () => {
      const body = { ...valid(tag()), email: "not-an-address" };
      const result = answered(await submitLead(postJson(body), freshContext(), form));
      expect(result.status).toBe(400);
      expect(result.body).toEqual({
        ok: false,
        error: form.text.failed,
        details: messages.field.emailInvalid,
        fields: { email: messages.field.emailInvalid },
      });
      expect(await rowsWithEmail(table, body.email)).toHaveLength(0);
    });

    it("answers a filled honeypot like a success, and stores and mails nothing", async () => {
      const body = { ...valid(tag()), [HONEYPOT_FIELD]: "https://spam.example" };
      const result = answered(await submitLead(postJson(body), freshContext(), form));
      expect(result.status).toBe(201);
      expect(result.body).toMatchObject({ ok: true, message: form.text.saved, id: expect.any(String) });
      expect(await rowsWithEmail(table, body.email)).toHaveLength(0);
      expect(await mailsTo(body.email)).toHaveLength(0);
      expect(
        await leads.site.app.db
          .selectFrom("mail_outbox")
          .select("id")
          .where("to_address", "=", body.email)
          .execute(),
      ).toEqual([]);
    });
  });

  it("stores the course total the server computes, whatever total is sent", async () => {
    const body = { ...forms[3].valid(tag()), cProgramming: true, totalFees: 1 };
    const result = answered(await submitLead(postJson(body), freshContext(), leadForms.course));
    const expected = totalFees(["cProgramming", "javaProgramming"]);
    expect(result.body).toMatchObject({ ok: true, totalFees: expected });
    expect((await rowsWithEmail("course_enrolments", body.email))[0]).toMatchObject({ total_fees: expected });
  });

  it("wakes the outbox worker only when a lead's mail was committed, and logs a dropped honeypot hit", async () => {
    let queued = 0;
    const onQueued = () => queued++;
    outboxSignal.on("queued", onQueued);
    try {
      const { log, lines } = capturedLog();
      const context = { ...freshContext(), log };
      await submitLead(
        postJson({ ...forms[0].valid(tag()), [HONEYPOT_FIELD]: "x" }),
        context,
        leadForms.feedback,
      );
      expect(lines.join("")).toContain("honeypot filled: submission dropped");
      await submitLead(postJson({}), context, leadForms.feedback);
      expect(queued).toBe(0);
      await submitLead(postJson(forms[0].valid(tag())), context, leadForms.feedback);
      expect(queued).toBe(1);
    } finally {
      outboxSignal.off("queued", onQueued);
    }
  });

  it(`refuses the ${rateRules.lead.limit + 1}th post from one address with 429 and Retry-After, storing nothing more`, async () => {
    const context = freshContext();
    const emails: string[] = [];
    for (let sent = 0; sent < rateRules.lead.limit; sent++) {
      const body = forms[0].valid(tag());
      emails.push(body.email);
      expect(answered(await submitLead(postJson(body), context, leadForms.feedback)).status).toBe(201);
    }
    const refusedBody = forms[0].valid(tag());
    const refused = answered(await submitLead(postJson(refusedBody), context, leadForms.feedback));
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(rateRules.lead.windowSeconds);
    expect(refused.body).toEqual({
      ok: false,
      error: messages.feedback.failed,
      details: messages.generic.rateLimited(Math.ceil(Number(refused.retryAfter) / 60)),
    });
    expect(await rowsWithEmail("feedback", refusedBody.email)).toHaveLength(0);
    for (const email of emails) expect(await rowsWithEmail("feedback", email)).toHaveLength(1);

    // Invalid bodies count too, and another address is not held back.
    const invalid = answered(await submitLead(postJson({}), context, leadForms.feedback));
    expect(invalid.status).toBe(429);
    const other = answered(
      await submitLead(postJson(forms[0].valid(tag())), freshContext(), leadForms.feedback),
    );
    expect(other.status).toBe(201);
  });
});
