import type { Totals } from "./courses";

/** A UPI ID (VPA): the account's handle, "@", and its bank's or app's name. */
export const UPI_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** NPCI's payment link, which a phone opens in its UPI app: `am` in rupees with paise, `tn` the reference. */
export function upiPayLink(upiId: string, payee: string, rupees: number, reference: string): string {
  return `upi://pay?pa=${upiId}&pn=${encodeURIComponent(payee)}&am=${rupees.toFixed(2)}&cu=INR&tn=${encodeURIComponent(reference)}`;
}

export interface PaymentInstructions {
  reference: string;
  /** Unpaid after this many days, the enrolment gives its seats back. */
  payWithinDays: number;
  /** The rupees due, when the company has a UPI ID. */
  upi?: { rupees: number; link: string; qrCode: string };
  /** The rest, and the company's bank details for it, or null when the company will write. */
  otherwise?: { due: Totals; bankDetails: string | null };
}
