import { describe, expect, it } from "vitest";
import { waitlistTexts } from "~/content/pages/waitlist";
import { messages } from "~/lib/messages";
import { testDialects } from "../../../tests/support/databases";
import { leadFormSite } from "../../../tests/support/lead-actions";
import { jsonLeadPost, validLeads } from "../../../tests/support/lead-bodies";
import { tag } from "../../../tests/support/site-client";
import { leadForms } from "./lead-forms.server";
import { submitLead } from "./submit-lead.server";

/** Each lead form: the body it takes, where its lead lands, and its answers' words. */
const forms = [
  {
    name: "feedback",
    form: leadForms.feedback,
    valid: validLeads.feedback,
    table: "feedback",
    kind: undefined,
    text: messages.feedback,
  },
  {
    name: "need",
    form: leadForms.need,
    valid: validLeads.need,
    table: "enquiries",
    kind: "need",
    text: messages.enquiry,
  },
  {
    name: "online",
    form: leadForms.online,
    valid: validLeads.online,
    table: "enquiries",
    kind: "online",
    text: messages.enquiry,
  },
  {
    name: "course",
    form: leadForms.course,
    valid: validLeads.course,
    table: "course_enrolments",
    kind: undefined,
    text: messages.enquiry,
  },
  {
    name: "waitlist",
    form: leadForms.waitlist,
    valid: validLeads.waitlist,
    table: "waitlist",
    kind: undefined,
    text: { saved: waitlistTexts.saved, failed: waitlistTexts.failed },
  },
] as const;

describe.each(testDialects)("a lead form on %s", (dialect) => {
  const leads = leadFormSite(dialect);

  it.each(forms)("$name stores its lead in $table and answers with its own words", async (lead) => {
    const { form } = lead;
    const body = lead.valid(tag());
    const { answer, row } = await leads.stored(form, lead.table, body);
    expect(answer).toMatchObject({ ok: true, message: lead.text.saved });
    expect(row.email).toBe(body.email);
    if (lead.kind) expect(row).toMatchObject({ kind: lead.kind });

    const refused = await submitLead(jsonLeadPost({}), leads.freshContext(), form);
    expect(refused.data).toMatchObject({ ok: false, error: lead.text.failed });
  });
});
