import { describe, expect, it } from "vitest";
import { acknowledgementBudgets } from "~/lib/inbox";
import { budgetSpentMail, leadMail } from "./lead-mails.server";

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

  it("mails no format character a visitor typed, which could make a name read backwards", () => {
    const spoofed = leadMail({
      to: "hr@example.in",
      subject: "New file from the jobs page: x\u202efdp.exe",
      intro: "A visitor \u2067uploaded\u2069 a file.",
      rows: [
        ["Name", "Asha\u202e\u200f Rao"],
        ["File", "x\u202efdp.exe"],
      ],
      appUrl: "https://www.example.in",
      leadId: "0190c1a2-0000-7000-8000-000000000002",
    });
    expect(spoofed.subject).toBe("New file from the jobs page: xfdp.exe");
    expect(spoofed.text).toContain("A visitor uploaded a file.");
    expect(spoofed.text).toContain("Name: Asha Rao\nFile: xfdp.exe");
    expect(`${spoofed.text}${spoofed.html}`).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
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

describe("the notice that a budget of acknowledgements is spent", () => {
  const notice = (budget: "domain" | "site", domain = "example.org") =>
    budgetSpentMail({
      to: "info@example.in",
      budget,
      domain,
      day: "2026-11-28",
      appUrl: "https://www.example.in",
    });

  it("names the domain, the day and the budget, and links to the day's leads", () => {
    const mail = notice("domain");
    expect(mail).toMatchObject({
      to: "info@example.in",
      subject: "Acknowledgements to addresses at example.org stopped for today",
    });
    expect(mail.text).toBe(
      [
        `Today (2026-11-28, India time) the website has sent ${acknowledgementBudgets.domain} automatic acknowledgements to addresses at example.org: the most it sends to one domain in a day.`,
        "Until the day ends, visitors with an address at example.org get none. Their leads are still stored, mailed to you and listed in the inbox.",
        "So many in one day can mean that someone is using the website's forms to send mail to other people's addresses.",
        "",
        "Today's leads: https://www.example.in/admin/inbox?from=2026-11-28&to=2026-11-28",
      ].join("\n"),
    );
    expect(notice("site").subject).toBe("Acknowledgements stopped for today");
    expect(notice("site").text).toContain(
      `has sent ${acknowledgementBudgets.site} automatic acknowledgements: the most it sends in a day.`,
    );
  });

  it("keeps line breaks out of its subject", () => {
    expect(notice("domain", "evil.example\r\nBcc: x@example.org").subject).not.toMatch(/[\r\n]/);
  });
});
