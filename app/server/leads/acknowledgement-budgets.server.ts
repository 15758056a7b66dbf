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
export async function takeVerificationBudgets(trx: Transaction<Database>, mailbox: Mailbox, day: string) {
  if ((await countOne(trx, `verify-mailbox:${mailbox.key}`, day, acknowledgementBudgets.mailbox)) === null)
    return false;
  return (
    (await countOne(trx, `verify-domain:${mailbox.domain}`, day, acknowledgementBudgets.domain)) !== null
  );
}

/**
 * A data request's link: keys of its own, as the verification's, so a person who wrote today still
 * gets it; the site's budget is shared, so together they never mail more than it allows.
 */
export async function takeDataRequestBudgets(trx: Transaction<Database>, mailbox: Mailbox, day: string) {
  if (
    (await countOne(trx, `data-request-mailbox:${mailbox.key}`, day, acknowledgementBudgets.mailbox)) === null
  )
    return false;
  if (
    (await countOne(trx, `data-request-domain:${mailbox.domain}`, day, acknowledgementBudgets.domain)) ===
    null
  )
    return false;
  return (await countOne(trx, SITE, day, acknowledgementBudgets.site)) !== null;
}

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
