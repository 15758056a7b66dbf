import type { Kysely } from "kysely";
import { type Catalogue, COURSE_KEY, type Currency } from "~/lib/courses";
import { isDay } from "~/lib/india-days";
import { personName } from "~/lib/person";
import type { PaidState } from "~/lib/rosters";
import type { Database } from "../db/schema.server";
import { batchesOf } from "./batch-lists.server";
import { totalsOfRow } from "./fees.server";

export type Roster = NonNullable<Awaited<ReturnType<typeof rosterOf>>>;
export type RosterLine = Roster["lines"][number];

/** Who holds a seat in the batch, by name; null when there is no such batch. */
export async function rosterOf(
  db: Kysely<Database>,
  catalogue: Catalogue,
  courseKey: string,
  startsOn: string,
) {
  if (!COURSE_KEY.test(courseKey) || (startsOn !== "" && !isDay(startsOn))) return null;
  const found = (await batchesOf(db, catalogue)).find(
    (batch) => batch.key === courseKey && batch.startsOn === startsOn,
  );
  if (!found) return null;
  const paid = await paidStatesOf(db, found.enrolments);
  return {
    key: courseKey,
    course: found.course,
    startsOn,
    batch: found.batch,
    lines: found.enrolments
      .map((enrolment) => ({
        // The trainee's name, or their e-mail when they gave none.
        name: personName(enrolment),
        mobile: enrolment.mobile,
        email: enrolment.email,
        enrolledAt: enrolment.at,
        paid: paid.get(enrolment.id) ?? "unpaid",
      }))
      .sort((a, b) => a.name.localeCompare(b.name, "en-IN") || a.email.localeCompare(b.email)),
  };
}

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
