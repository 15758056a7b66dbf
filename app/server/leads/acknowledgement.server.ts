import { sql, type Transaction } from "kysely";
import { ACKNOWLEDGEMENT } from "~/content/mail-templates";
import { indiaDayOf } from "~/lib/india-days";
import { mailboxOf } from "~/lib/mailbox";
import type { SpentBudget } from "~/lib/pipeline";
import type { Config } from "../config.server";
import type { LiveContent } from "../content/live.server";
import { storageFault } from "../db/errors.server";
import type { Database } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { budgetSpentMail } from "../mail/lead-mails.server";
import { enqueueMail } from "../mail/outbox.server";
import { fillTemplate, oneLine, templateOf } from "../mail/templates.server";
import { siteBudgetSpent, takeBudgets } from "./acknowledgement-budgets.server";

/** A stored lead to acknowledge to its visitor. */
export interface Acknowledgement {
  leadId: string;
  /** The visitor's address as they typed it: where the mail goes, and the mailbox its budget counts. */
  to: string;
  /**
   * What they sent, in the company's words: the kind's (whatTheySent), or an enrolment's courses as
   * the catalogue names them. Never text the visitor typed.
   */
  what: string;
  /** When the lead arrived: the budgets count its India day. */
  at: string;
}

/** What acknowledging needs besides the lead's transaction: the company's addresses, its published profile, the log. */
export interface AcknowledgementContext {
  log: Pick<Logger, "warn" | "error">;
  config: Pick<Config, "APP_URL" | "COMPANY_EMAIL">;
  site: Pick<LiveContent, "current">;
}

/**
 * Acknowledges a lead in the transaction that stores it (docs/decisions/039): a mail the visitor
 * did not ask for, to whatever address was typed, so it is written from the template's text filled
 * with the company's own words only, and only while the template is on and the day's budgets of the
 * mailbox, its domain and the site allow (decision 036). When this one uses up the domain's or the
 * site's budget, the company is told by mail in the same commit, and the log says so (a security
 * event, like a refusal over a rate limit). It is a courtesy: if it cannot be written, what it wrote
 * is undone to its savepoint, the error is logged, and the lead is stored all the same.
 */
export async function acknowledge(
  trx: Transaction<Database>,
  { log, config, site }: AcknowledgementContext,
  lead: Acknowledgement,
) {
  await sql`savepoint acknowledgement`.execute(trx);
  let spent: SpentBudget[];
  try {
    spent = await writeAcknowledgement(trx, { config, site }, lead);
    await sql`release savepoint acknowledgement`.execute(trx);
  } catch (error) {
    // A full disk or a locked database is not the acknowledgement's failure: the lead cannot be
    // written either, and SQLite may already have ended the transaction, savepoint and all.
    if (storageFault(error)) throw error;
    await sql`rollback to savepoint acknowledgement`.execute(trx);
    log.error({ err: error, leadId: lead.leadId }, "acknowledgement not written");
    return;
  }
  const domain = mailboxOf(lead.to).domain;
  for (const budget of spent)
    log.warn(
      { budget, domain: budget === "domain" ? domain : undefined, day: indiaDayOf(lead.at) },
      "acknowledgement budget spent",
    );
}

/** Writes the acknowledgement's mail and counts its budgets; answers the budgets it used up. */
async function writeAcknowledgement(
  trx: Transaction<Database>,
  { config, site }: Pick<AcknowledgementContext, "config" | "site">,
  lead: Acknowledgement,
): Promise<SpentBudget[]> {
  const template = await templateOf(trx, ACKNOWLEDGEMENT);
  if (!template.enabled) return [];
  const day = indiaDayOf(lead.at);
  if (await siteBudgetSpent(trx, day)) return [];
  const mailbox = mailboxOf(lead.to);
  const taken = await takeBudgets(trx, mailbox, day);
  if (!taken) return [];
  const { profile } = site.current().content;
  const values = { what: lead.what, company: profile.name, officeHours: profile.officeHours };
  await enqueueMail(trx, {
    to: lead.to,
    subject: oneLine(fillTemplate(template.subject, values)),
    text: fillTemplate(template.body, values),
    replyTo: config.COMPANY_EMAIL,
    leadId: lead.leadId,
    purpose: "acknowledgement",
  });
  for (const budget of taken)
    await enqueueMail(
      trx,
      budgetSpentMail({
        to: config.COMPANY_EMAIL,
        budget,
        domain: mailbox.domain,
        day,
        appUrl: config.APP_URL,
      }),
    );
  return taken;
}
