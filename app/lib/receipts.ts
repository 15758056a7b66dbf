import type { Currency, Totals } from "./courses";

/** India's GST identification number: state code, PAN, entity number, "Z", check character. */
export const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The Indian financial year, April to March, of an India day (`YYYY-MM-DD`): "2026-27". */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "2026-27/0001": the year's receipts in order, four digits while they last. */
export const receiptNumber = (financialYear: string, sequence: number) =>
  `${financialYear}/${String(sequence).padStart(4, "0")}`;

/** Days an unpaid enrolment keeps its seats when the owner has set none. */
export const DEFAULT_UNPAID_DAYS = 3;

export interface RecordedPayment {
  id: string;
  receiptNumber: string;
  paidOn: string;
  amount: number;
  currency: Currency;
  reference: string;
}

export type EnrolmentPayments = Record<"due" | "paid" | "left", Totals> & {
  payments: RecordedPayment[];
  seatsReleasedAt: string | null;
};

export const receiptAddress = (paymentId: string) => `/admin/receipts/${paymentId}`;
