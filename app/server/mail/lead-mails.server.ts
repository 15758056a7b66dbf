import { escapeHtml } from "./escape-html.server";
import type { Mail } from "./outbox.server";

export interface LeadMail {
  to: string;
  subject: string;
  /** One line on what arrived. */
  intro: string;
  /** The lead's fields, in the order staff read them; empty values are left out. */
  rows: [label: string, value: string | number | undefined | null][];
  replyTo?: string;
  /** The site's address (APP_URL): the mail links to the lead's page there. */
  appUrl: string;
  /** The lead it announces. */
  leadId: string;
}

/**
 * A notification of a new lead, as text and as HTML. Everything the visitor typed is escaped:
 * it is shown as text, never as markup.
 */
export function leadMail({ to, subject, intro, rows, replyTo, appUrl, leadId }: LeadMail): Mail {
  const leadUrl = `${appUrl}/admin/leads/${leadId}`;
  const filled = rows.filter(([, value]) => value !== undefined && value !== null && value !== "");
  const text = [
    intro,
    "",
    ...filled.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open the lead: ${leadUrl}`,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    "<table>",
    ...filled.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(String(value))}</td></tr>`,
    ),
    "</table>",
    `<p><a href="${escapeHtml(leadUrl)}">Open the lead</a></p>`,
  ].join("\n");
  // Header lines must not carry line breaks from what a visitor typed.
  return {
    to,
    subject: subject.replace(/[\r\n]+/g, " ").slice(0, 200),
    text,
    html,
    replyTo,
    leadId,
    purpose: "notification",
  };
}
