import type { Kysely } from "kysely";
import type { Currency } from "~/lib/courses";
import type { PaidState } from "~/lib/rosters";
import type { Database } from "../db/schema.server";
import { totalsOfRow } from "./fees.server";

/**
 * Whether each of these enrolments has paid what it owes: in full, in part, or not at all. A seat
 * is paid for as its enrolment is: the fees of all its courses are one sum to the trainee.
 */
export async function paidStatesOf(
  db: Kysely<Database>,
  enrolments: readonly { id: string }[],
): Promise<Map<string, PaidState>> {
  if (enrolments.length === 0) return new Map();
  const enrolmentIds = enrolments.map((enrolment) => enrolment.id);
  const rows = await db
    .selectFrom("course_enrolments")
    .select(["id", "fees", "skills", "currency", "total_fees"])
    .where("id", "in", enrolmentIds)
    .execute();
  const payments = await db
    .selectFrom("course_payments")
    .select(["enrolment_id", "currency", ({ fn }) => fn.sum<number>("amount").as("paid")])
    .where("enrolment_id", "in", enrolmentIds)
    .groupBy(["enrolment_id", "currency"])
    .execute();
  const paidOf = (id: string, currency: Currency) =>
    Number(payments.find((row) => row.enrolment_id === id && row.currency === currency)?.paid ?? 0);
  return new Map(
    rows.map((row) => {
      const due = Object.entries(totalsOfRow(row)) as [Currency, number][];
      const paid = due.map(([currency, amount]) => [paidOf(row.id, currency), amount] as const);
      const state: PaidState = paid.every(([sum, amount]) => sum >= amount)
        ? "paid"
        : paid.some(([sum]) => sum > 0)
          ? "part"
          : "unpaid";
      return [row.id, state];
    }),
  );
}
