import { withoutFormatCharacters } from "~/lib/file-names";
import { acknowledgementBudgets, inboxAddress, type SpentBudget } from "~/lib/inbox";
import { escapeHtml, type Mail, type MailAttachment } from "./outbox.server";

export interface LeadMail {
  to: string;
  subject: string;
  intro: string;
  /** Empty values are left out. */
  rows: [label: string, value: string | number | undefined | null][];
  replyTo?: string;
  appUrl: string;
  leadId: string;
  attachments?: readonly MailAttachment[];
}

/** Format characters are stripped from what the visitor typed: they could make a name read backwards. */
export function leadMail({ to, subject, intro, rows, replyTo, appUrl, leadId, attachments }: LeadMail): Mail {
  const leadUrl = `${appUrl}/admin/leads/${leadId}`;
  const filled = rows
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([label, value]) => [label, withoutFormatCharacters(String(value))] as const);
  const text = [
    withoutFormatCharacters(intro),
    "",
    ...filled.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open the lead: ${leadUrl}`,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(withoutFormatCharacters(intro))}</p>`,
    "<table>",
    ...filled.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    `<p><a href="${escapeHtml(leadUrl)}">Open the lead</a></p>`,
  ].join("\n");
  // Header lines must not carry line breaks from what a visitor typed.
  return {
    to,
    subject: withoutFormatCharacters(subject)
      .replace(/[\r\n]+/g, " ")
      .slice(0, 200),
    text,
    html,
    replyTo,
    leadId,
    purpose: "notification",
    ...(attachments && { attachments }),
  };
}

export interface BudgetSpent {
  to: string;
  budget: SpentBudget;
  domain: string;
  day: string;
  appUrl: string;
}

/** So many in a day can mean someone is using the forms to mail other people. */
export function budgetSpentMail({ to, budget, domain, day, appUrl }: BudgetSpent): Mail {
  // A header: no line breaks, whatever the address was.
  const where = budget === "domain" ? ` to addresses at ${domain.replace(/[\r\n]+/g, " ")}` : "";
  const most =
    budget === "domain" ? "the most it sends to one domain in a day" : "the most it sends in a day";
  const text = [
    `Today (${day}, India time) the website has sent ${acknowledgementBudgets[budget]} automatic acknowledgements${where}: ${most}.`,
    `Until the day ends, visitors${where ? ` with an address at ${domain}` : ""} get none. Their leads are still stored, mailed to you and listed in the inbox.`,
    "So many in one day can mean that someone is using the website's forms to send mail to other people's addresses.",
    "",
    `Today's leads: ${appUrl}${inboxAddress({ from: day, to: day })}`,
  ].join("\n");
  return { to, subject: `Acknowledgements${where} stopped for today`, text };
}
