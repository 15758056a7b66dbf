import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testDialects } from "../../../tests/support/databases";
import { leadFormSite, leadLink } from "../../../tests/support/lead-actions";
import { COMPANY_EMAIL } from "../../../tests/support/lead-site";
import { tag } from "../../../tests/support/site-client";
import { leadForms } from "./lead-forms.server";

// Feedback as the form sends it: the row, and the notification with the visitor's words as text.
describe.each(testDialects)("feedback on %s", (dialect) => {
  const leads = leadFormSite(dialect);
  const send = (body: { name: string; email: string; message: string }) =>
    leads.stored(leadForms.feedback, "feedback", body);

  it("stores the feedback and mails the company every field, the markup escaped in HTML", async () => {
    const t = tag();
    const email = `asha.${t}@example.com`;
    const { row, mail } = await send({ name: `Asha ${t}`, email, message: "Loved <it> & more.\nThanks." });
    expect(row).toMatchObject({
      name: `Asha ${t}`,
      email,
      message: "Loved <it> & more.\nThanks.",
    });
    expect(row.updated_at).toEqual(row.created_at);
    expect(mail).toMatchObject({
      to_address: COMPANY_EMAIL,
      subject: `New feedback from Asha ${t}`,
      reply_to: email,
      status: "waiting",
    });
    expect(mail.text_body).toBe(
      [
        "A visitor sent feedback through the website.",
        "",
        `Name: Asha ${t}`,
        `Email: ${email}`,
        "Message: Loved <it> & more.\nThanks.",
        "",
        leadLink(row.id),
      ].join("\n"),
    );
    expect(mail.html_body).toContain(
      '<tr><th align="left" valign="top">Message</th><td style="white-space:pre-wrap">Loved &lt;it&gt; &amp; more.\nThanks.</td></tr>',
    );
    expect(mail.html_body).toContain(
      `<a href="https://www.example.in/admin/leads/${row.id}">Open the lead</a>`,
    );
  });

  it("keeps any name and message as typed (trimmed), in the row and the mail", async () => {
    const text = (max: number) =>
      fc
        .string({ minLength: 1, maxLength: max, unit: "grapheme" })
        .map((value) => value.trim())
        .filter((value) => value !== "");
    await fc.assert(
      fc.asyncProperty(text(40), text(200), async (name, message) => {
        const email = `asha.${tag()}@example.com`;
        const { row, mail } = await send({ name, email, message });
        expect(row).toMatchObject({ name, email, message });
        const lines = mail.text_body.split("\n");
        expect(lines[2]).toBe(`Name: ${name.split("\n")[0]}`);
        expect(mail.text_body).toContain(`Message: ${message}\n\nOpen the lead:`);
      }),
      { numRuns: 20 },
    );
  });
});
