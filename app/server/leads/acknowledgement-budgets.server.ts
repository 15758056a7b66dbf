import type { Kysely, Transaction } from "kysely";
import { acknowledgementBudgets, type SpentBudget } from "~/lib/inbox";
import type { Mailbox } from "~/lib/mailbox";
import type { Database } from "../db/schema.server";

const SITE = "site";

/** Null when the budget is spent. The conditional upsert is atomic on both engines. */
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

/** Counts each budget in turn; false at the first one spent, which stops the rest. */
async function countEach(trx: Transaction<Database>, day: string, budgets: [key: string, limit: number][]) {
  for (const [key, limit] of budgets) if ((await countOne(trx, key, day, limit)) === null) return false;
  return true;
}

/**
 * Stops at the first budget spent (null). Every acknowledgement takes its rows in this one order, so
 * two on PostgreSQL never deadlock. Answers the budgets this one used up.
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

/** Keys of their own, so a visitor's enquiry does not cost their registration its link. */
export const takeVerificationBudgets = (trx: Transaction<Database>, mailbox: Mailbox, day: string) =>
  countEach(trx, day, [
    [`verify-mailbox:${mailbox.key}`, acknowledgementBudgets.mailbox],
    [`verify-domain:${mailbox.domain}`, acknowledgementBudgets.domain],
  ]);

/**
 * A data request's link: keys of its own, as the verification's, so a person who wrote today still
 * gets it; the site's budget is shared, so together they never mail more than it allows.
 */
export const takeDataRequestBudgets = (trx: Transaction<Database>, mailbox: Mailbox, day: string) =>
  countEach(trx, day, [
    [`data-request-mailbox:${mailbox.key}`, acknowledgementBudgets.mailbox],
    [`data-request-domain:${mailbox.domain}`, acknowledgementBudgets.domain],
    [SITE, acknowledgementBudgets.site],
  ]);

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
