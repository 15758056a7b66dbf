import { formatFee, formatTotals, type Totals } from "~/lib/courses";
import type { PaymentInstructions } from "~/lib/upi";

export const coursePayment = {
  confirmationHeading: "Your enrolment",
  batchesHeading: "Your batches",
  due: (totals: Totals) => `Amount due: ${formatTotals(totals)}`,
  heading: "How to pay",
  upi: (rupees: number) =>
    `Pay ${formatFee(rupees, "INR")} by UPI: scan the code with any UPI app, or on your phone open the link.`,
  upiByMail: (rupees: number) =>
    `Pay ${formatFee(rupees, "INR")} by UPI: on your phone, open this link in your UPI app:`,
  qrAlt: (rupees: number) => `UPI QR code to pay ${formatFee(rupees, "INR")}`,
  openApp: "Pay with a UPI app",
  qrAttached: "Or scan the attached QR code with any UPI app.",
  qrFileName: (reference: string) => `upi-${reference}.png`,
  reference: (reference: string) => `Quote this reference with your payment: ${reference}.`,
  bank: (due: Totals) => `Pay ${formatTotals(due)} by bank transfer to:`,
  later: (due: Totals) => `We will write to you with payment details for ${formatTotals(due)}.`,
  next: "We confirm your seat by e-mail once your payment arrives.",
  keepSeat: (days: number) =>
    `Pay within ${days === 1 ? "a day" : `${days} days`} to keep your seat: an unpaid seat then goes back to the batch.`,
};

/** The same instructions as lines of a plain-text mail. */
export function paymentLines(payment: PaymentInstructions): string[] {
  return [
    coursePayment.heading,
    ...(payment.upi
      ? [coursePayment.upiByMail(payment.upi.rupees), payment.upi.link, coursePayment.qrAttached]
      : []),
    ...(payment.otherwise
      ? payment.otherwise.bankDetails
        ? [coursePayment.bank(payment.otherwise.due), payment.otherwise.bankDetails]
        : [coursePayment.later(payment.otherwise.due)]
      : []),
    coursePayment.reference(payment.reference),
    coursePayment.keepSeat(payment.payWithinDays),
    coursePayment.next,
  ];
}

/** What an enrolment's acknowledgement adds after the template's words: the batches, what is due, how to pay. */
export function enrolmentLines(
  enrolled: readonly { course: string; batch: string }[],
  due: Totals,
  payment: PaymentInstructions,
): string[] {
  return [
    coursePayment.batchesHeading,
    ...enrolled.map((place) => `${place.course}: ${place.batch}`),
    "",
    coursePayment.due(due),
    "",
    ...paymentLines(payment),
  ];
}
