import { formatFee } from "~/lib/courses";
import type { PaymentInstructions } from "~/lib/upi";

export const coursePayment = {
  heading: "How to pay",
  upi: (rupees: number) =>
    `Pay ${formatFee(rupees, "INR")} by UPI: scan the code with any UPI app, or on your phone open the link.`,
  qrAlt: (rupees: number) => `UPI QR code to pay ${formatFee(rupees, "INR")}`,
  openApp: "Pay with a UPI app",
  reference: (reference: string) => `Quote this reference with your payment: ${reference}.`,
  bank: "Pay the rest by bank transfer to:",
  later: "We will write to you with payment details.",
  next: "We confirm your seat by e-mail once your payment arrives.",
};

/** The same instructions as lines of a plain-text mail. */
export function paymentLines(payment: PaymentInstructions): string[] {
  return [
    coursePayment.heading,
    ...(payment.upi ? [coursePayment.upi(payment.upi.rupees), payment.upi.link] : []),
    ...(payment.otherwise?.bankDetails ? [coursePayment.bank, payment.otherwise.bankDetails] : []),
    ...(payment.otherwise && !payment.otherwise.bankDetails ? [coursePayment.later] : []),
    coursePayment.reference(payment.reference),
    coursePayment.next,
  ];
}
