import type { Kysely, Transaction } from "kysely";
import type { Mailbox } from "~/lib/mailbox";
import { acknowledgementBudgets, type SpentBudget } from "~/lib/pipeline";
import type { Database } from "../db/schema.server";

const SITE = "site";

/**
 * One more of a budget's day, if it has any left: an upsert whose update is conditional, answered
 * by the count it leaves, or by nothing when the budget is spent. It is atomic on both engines:
 * when PostgreSQL runs two at once, the second waits for the first's row (its insert, or its
 * update) to commit and then updates what was committed, its condition reading the count there.
 */
async function countOne(trx: Transaction<Database>, key: string, day: string, limit: number) {
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
  return row?.used ?? null;
}

/**
 * Takes one of the day from the mailbox's budget, then its domain's, then the site's, stopping at
 * the first one spent: null then, and no acknowledgement. A budget spent later leaves those before
 * it counted, which is harmless: budgets only grow within a day, so a refused mailbox or domain
 * would be refused later that day anyway. Every acknowledgement takes its rows in this one order,
 * so two on PostgreSQL wait for each other and never deadlock. Otherwise it answers the budgets
 * this acknowledgement used up (it was their last one): each is used up once a day, by exactly one
 * acknowledgement, however many run at once.
 */
export async function takeBudgets(
  trx: Transaction<Database>,
  mailbox: Mailbox,
  day: string,
): Promise<SpentBudget[] | null> {
  if ((await countOne(trx, `mailbox:${mailbox.key}`, day, acknowledgementBudgets.mailbox)) === null)
    return null;
  const domain = await countOne(trx, `domain:${mailbox.domain}`, day, acknowledgementBudgets.domain);
  if (domain === null) return null;
  const site = await countOne(trx, SITE, day, acknowledgementBudgets.site);
  if (site === null) return null;
  const spent: SpentBudget[] = [];
  if (domain === acknowledgementBudgets.domain) spent.push("domain");
  if (site === acknowledgementBudgets.site) spent.push("site");
  return spent;
}

/**
 * Takes one of the day from a verification mail's budgets: the acknowledgement's per mailbox and per
 * domain, counted under keys of their own, so a visitor's enquiry does not cost their registration
 * its link. False, and nothing to send, once either is spent. The mailbox's one a day never leaves
 * an owner without a link: a refusal comes only after a verification link went to that mailbox the
 * same day, and links work for a day.
 */
export async function takeVerificationBudgets(trx: Transaction<Database>, mailbox: Mailbox, day: string) {
  if ((await countOne(trx, `verify-mailbox:${mailbox.key}`, day, acknowledgementBudgets.mailbox)) === null)
    return false;
  return (
    (await countOne(trx, `verify-domain:${mailbox.domain}`, day, acknowledgementBudgets.domain)) !== null
  );
}

/**
 * Whether the site's budget of the day is spent: read before the budgets are counted, so that once
 * it is, a lead (an attack's, most likely) writes no row per mailbox or domain. A spent budget stays
 * spent until the day ends, so a read that does not lock the row decides nothing wrongly.
 */
export async function siteBudgetSpent(db: Kysely<Database>, day: string) {
  const row = await db
    .selectFrom("acknowledgement_budgets")
    .select("used")
    .where("key", "=", SITE)
    .where("day", "=", day)
    .executeTakeFirst();
  return (row?.used ?? 0) >= acknowledgementBudgets.site;
}
