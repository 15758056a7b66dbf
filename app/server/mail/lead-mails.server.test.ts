import { describe, expect, it } from "vitest";
import { leadMail } from "./lead-mails.server";

describe("lead notification", () => {
  const mail = leadMail({
    to: "info@example.in",
    subject: "New feedback from Eve\r\nBcc: victim@example.com",
    intro: "A visitor sent feedback through the website.",
    rows: [
      ["Name", "<img src=x onerror=alert(1)>"],
      ["Email", "eve@example.in"],
      ["Left out", ""],
      ["Also left out", undefined],
      ["Message", 'Line one\nLine two & "quotes"'],
    ],
    replyTo: "eve@example.in",
    appUrl: "https://www.example.in",
    leadId: "0190c1a2-0000-7000-8000-000000000001",
  });

  it("keeps a visitor's line breaks out of the subject header", () => {
    expect(mail.subject).toBe("New feedback from Eve Bcc: victim@example.com");
  });

  it("escapes what the visitor typed in the HTML body", () => {
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("Line two &amp; &quot;quotes&quot;");
    expect(mail.html).toContain(
      '<a href="https://www.example.in/admin/leads/0190c1a2-0000-7000-8000-000000000001">Open the lead</a>',
    );
  });

  it("lists the filled fields in the text body, with a link to the lead's page", () => {
    expect(mail.text).toBe(
      [
        "A visitor sent feedback through the website.",
        "",
        "Name: <img src=x onerror=alert(1)>",
        "Email: eve@example.in",
        'Message: Line one\nLine two & "quotes"',
        "",
        "Open the lead: https://www.example.in/admin/leads/0190c1a2-0000-7000-8000-000000000001",
      ].join("\n"),
    );
    expect(mail.replyTo).toBe("eve@example.in");
    expect(mail).toMatchObject({ leadId: "0190c1a2-0000-7000-8000-000000000001", purpose: "notification" });
  });
});
