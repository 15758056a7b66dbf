import type { Kysely } from "kysely";
import type { PaidState } from "~/lib/rosters";
import type { Database } from "../db/schema.server";
import type { BatchKey } from "./batches.server";

/**
 * Whether each of these enrolments has paid for its seat in `batch`, for the roster's "Paid"
 * column. No payment is recorded anywhere yet, so every one reads "not recorded".
 */
export async function paidStatesOf(
  _db: Kysely<Database>,
  _batch: BatchKey,
  enrolmentIds: readonly string[],
): Promise<Map<string, PaidState>> {
  return new Map(enrolmentIds.map((id) => [id, "notRecorded"]));
}
