import { type Kysely, sql, type Transaction } from "kysely";
import { ACKNOWLEDGEMENT, replySoon } from "~/content/mail-templates";
import { acknowledgementBudgets, type SpentBudget } from "~/lib/inbox";
import { indiaDayOf } from "~/lib/india-days";
import { type Mailbox, mailboxOf } from "~/lib/mailbox";
import type { LiveContent } from "../app-context.server";
import type { Config } from "../config.server";
import { storageFault } from "../db/errors.server";
import type { Database } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { budgetSpentMail } from "../mail/lead-mails.server";
import { enqueueMail, type MailAttachment } from "../mail/outbox.server";
import { fillTemplate, oneLine, templateOf } from "../mail/templates.server";

export interface Acknowledgement {
  leadId: string;
  /** As typed: where the mail goes, and the mailbox its budget counts. */
  to: string;
  /** In the company's words, never text the visitor typed. */
  what: string;
  /** Company words for the template's {next}, in place of a reply within one working day. */
  next?: string;
  /** Company words after the template's: how to pay for an enrolment. */
  more?: string;
  /** Files of ours it carries, such as the UPI QR code. */
  attachments?: readonly MailAttachment[];
  /** The budgets count its India day. */
  at: string;
}

export interface AcknowledgementContext {
  log: Pick<Logger, "warn" | "error">;
  config: Pick<Config, "APP_URL" | "COMPANY_EMAIL">;
  site: Pick<LiveContent, "current">;
}

/**
 * Written from the template with the company's words only, since it goes to whatever address was
 * typed. A courtesy: if it fails, it is undone to its savepoint and the lead is stored all the same.
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
    // A storage fault is not the acknowledgement's: SQLite may have ended the whole transaction.
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

/** Answers the budgets it used up. */
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
  const next = lead.next ?? replySoon;
  const values = { what: lead.what, company: profile.name, officeHours: profile.officeHours, next };
  // A template edited before {next} existed still carries a kind's own next steps.
  const missing = template.body.includes("{next}") ? undefined : lead.next;
  await enqueueMail(trx, {
    to: lead.to,
    subject: oneLine(fillTemplate(template.subject, values)),
    text: [fillTemplate(template.body, values), missing, lead.more].filter(Boolean).join("\n\n"),
    replyTo: config.COMPANY_EMAIL,
    leadId: lead.leadId,
    purpose: "acknowledgement",
    ...(lead.attachments && { attachments: lead.attachments }),
  });
  await mailSpentBudgets(trx, config, taken, mailbox.domain, day);
  return taken;
}

/** Tells the company of each budget a mail to `domain` used up. */
export async function mailSpentBudgets(
  trx: Transaction<Database>,
  config: AcknowledgementContext["config"],
  spent: SpentBudget[],
  domain: string,
  day: string,
) {
  for (const budget of spent)
    await enqueueMail(
      trx,
      budgetSpentMail({ to: config.COMPANY_EMAIL, budget, domain, day, appUrl: config.APP_URL }),
    );
}

const SITE = "site";

/**
 * Counts each budget in turn and stops at the first one spent (null); else answers the named budgets
 * this one used up. The conditional upsert is atomic on both engines.
 */
async function countEach(
  trx: Transaction<Database>,
  day: string,
  budgets: [key: string, limit: number, name?: SpentBudget][],
) {
  const spent: SpentBudget[] = [];
  for (const [key, limit, name] of budgets) {
    const row = await trx
      .insertInto("acknowledgement_budgets")
      .values({ key, day, used: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(["key", "day"])
          .doUpdateSet({ used: (eb) => eb("acknowledgement_budgets.used", "+", 1) })
          .where("acknowledgement_budgets.used", "<", limit),
      )
      .returning("used")
      .executeTakeFirst();
    if (!row) return null;
    if (name && row.used === limit) spent.push(name);
  }
  return spent;
}

/** Every acknowledgement takes its rows in this one order, so two on PostgreSQL never deadlock. */
export const takeBudgets = (trx: Transaction<Database>, mailbox: Mailbox, day: string) =>
  countEach(trx, day, [
    [`mailbox:${mailbox.key}`, acknowledgementBudgets.mailbox],
    [`domain:${mailbox.domain}`, acknowledgementBudgets.domain, "domain"],
    [SITE, acknowledgementBudgets.site, "site"],
  ]);

/** Keys of their own, so a visitor's enquiry does not cost their registration its link. */
export const takeVerificationBudgets = async (trx: Transaction<Database>, mailbox: Mailbox, day: string) =>
  (await countEach(trx, day, [
    [`verify-mailbox:${mailbox.key}`, acknowledgementBudgets.mailbox],
    [`verify-domain:${mailbox.domain}`, acknowledgementBudgets.domain],
  ])) !== null;

/**
 * A data request's link: keys of its own, as the verification's, so a person who wrote today still
 * gets it; the site's budget is shared, so together they never mail more than it allows.
 */
export const takeDataRequestBudgets = async (trx: Transaction<Database>, mailbox: Mailbox, day: string) =>
  (await countEach(trx, day, [
    [`data-request-mailbox:${mailbox.key}`, acknowledgementBudgets.mailbox],
    [`data-request-domain:${mailbox.domain}`, acknowledgementBudgets.domain],
    [SITE, acknowledgementBudgets.site],
  ])) !== null;

/** Read first, so an attack's leads write no row per mailbox once spent; no lock needed, it stays spent. */
export async function siteBudgetSpent(db: Kysely<Database>, day: string) {
  const row = await db
    .selectFrom("acknowledgement_budgets")
    .select("used")
    .where("key", "=", SITE)
    .where("day", "=", day)
    .executeTakeFirst();
  return (row?.used ?? 0) >= acknowledgementBudgets.site;
}
