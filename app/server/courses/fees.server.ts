import { defaultCourses } from "~/content/courses";
import { type Currency, isCurrency, type PaidFee, type Totals, totalsOf } from "~/lib/courses";

/** An enrolment's stored row, as the lead tables hold it. */
type StoredRow = Record<string, unknown>;

// Enrolments stored before fees were kept have only the keys: the seeded courses'.
const seededLabels = new Map<string, string>(
  defaultCourses.courses.map((course) => [course.key, course.name]),
);

const parsed = (json: unknown): unknown => {
  try {
    return JSON.parse(String(json));
  } catch {
    return null;
  }
};

/**
 * Each fee in its own currency; fees stored before courses had one are in the row's. For a row
 * stored before fees were kept: its keys with the seeded labels and no fee.
 */
export function paidFees(row: StoredRow): (PaidFee | Omit<PaidFee, "fee">)[] {
  const fees = row.fees == null ? null : parsed(row.fees);
  if (Array.isArray(fees))
    return fees.map((paid) => ({
      key: String(paid?.key),
      label: String(paid?.label),
      fee: Number(paid?.fee),
      currency: isCurrency(paid?.currency) ? paid.currency : currencyOf(row),
    }));
  const keys = parsed(row.skills ?? "[]");
  if (!Array.isArray(keys)) return [];
  return keys.map((key) => ({
    key: String(key),
    label: seededLabels.get(String(key)) ?? String(key),
    currency: currencyOf(row),
  }));
}

/** What the enrolment owes in each currency: from its fees, or its stored total on the oldest rows. */
export function totalsOfRow(row: StoredRow): Totals {
  const fees = paidFees(row);
  return fees.every((paid) => "fee" in paid)
    ? totalsOf(fees as PaidFee[])
    : { [currencyOf(row)]: Number(row.total_fees ?? 0) };
}

/** Rows stored before there was a choice are in US dollars. */
export const currencyOf = (row: StoredRow): Currency => (isCurrency(row.currency) ? row.currency : "USD");
