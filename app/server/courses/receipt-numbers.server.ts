import type { Transaction } from "kysely";
import { financialYearOf, receiptNumber } from "~/lib/receipts";
import type { Database } from "../db/schema.server";

/**
 * The next receipt number of the financial year of `issuedOn`, taken in the payment's own
 * transaction: its counter row stays locked until that commits, so concurrent payments queue for
 * it, and a payment rolled back gives its number back. No gap, no repeat, on either engine.
 */
export async function nextReceiptNumber(trx: Transaction<Database>, issuedOn: string): Promise<string> {
  const year = financialYearOf(issuedOn);
  await trx
    .insertInto("receipt_counters")
    .values({ financial_year: year, last: 0 })
    .onConflict((conflict) => conflict.column("financial_year").doNothing())
    .execute();
  const counter = await trx
    .updateTable("receipt_counters")
    .set((eb) => ({ last: eb("last", "+", 1) }))
    .where("financial_year", "=", year)
    .returning("last")
    .executeTakeFirstOrThrow();
  return receiptNumber(year, Number(counter.last));
}
