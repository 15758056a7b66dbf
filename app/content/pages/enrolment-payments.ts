import { type Currency, formatFee, formatTotals, type Totals } from "~/lib/courses";
import { formatDay } from "~/lib/format";

/** The Payments section of an enrolment's page, its refusals, the receipt and the trainee's mails. */
export const enrolmentPayments = {
  heading: "Payments",
  due: "Due",
  paid: "Paid",
  left: "Still due",
  none: "Nothing",
  listLabel: "Payments recorded",
  columns: { receipt: "Receipt", paidOn: "Paid on", amount: "Amount", reference: "Reference" },
  noPayments: "No payment recorded yet.",
  download: (number: string) => `Download receipt ${number} (PDF)`,
  seatsReleased: (at: string) => `Unpaid, it gave its seats back on ${formatDay(at.slice(0, 10))}.`,
  form: {
    legend: "Record a payment",
    currency: "Currency",
    amount: "Amount",
    amountHint: "Whole rupees or dollars, as received.",
    paidOn: "Date paid",
    reference: "Reference",
    referenceHint: "The UPI transaction ID or the bank's reference.",
    submit: "Record payment and mail the receipt",
  },
  recorded: (number: string) => `Payment recorded: receipt ${number} is mailed to the trainee.`,
  refused: {
    amount: "Enter the amount received as a whole number above zero.",
    tooMuch: (left: number, currency: Currency) =>
      `The amount is more than the ${formatFee(left, currency)} still due in that currency.`,
    currency: "Choose a currency this enrolment owes.",
    paidOn: "Enter the date paid as a day (YYYY-MM-DD).",
    future: "The date paid cannot be later than today.",
    reference: "Enter the UPI transaction ID or bank reference, up to 100 characters.",
    referenceUsed: "A payment with this reference is already recorded: each receipt has its own.",
    notEnrolment: "Only a course enrolment takes payments.",
    leadNotFound: "This lead no longer exists.",
  },
};

/** The receipt PDF's words. */
export const receiptTexts = {
  title: (number: string) => `Receipt ${number}`,
  heading: "Receipt",
  gstin: (gstin: string) => `GSTIN: ${gstin}`,
  number: "Receipt number",
  issued: "Date",
  from: "Received from",
  course: "Course",
  amount: "Amount received",
  paidOn: "Paid on",
  reference: "Reference",
  enrolment: "Enrolment",
  thanks: "Thank you for your payment.",
  fileName: (number: string) => `receipt-${number.replace("/", "-")}.pdf`,
};

/** The trainee's mails: the receipt, and the seats given back for want of payment. */
export const paymentMails = {
  receipt: {
    subject: (number: string, company: string) => `Your receipt ${number} from ${company}`,
    text: (who: string, amount: string, reference: string, number: string, company: string) =>
      [
        `Hello ${who},`,
        "",
        `We received your payment of ${amount} (reference ${reference}). Your receipt ${number} is attached.`,
        "",
        company,
      ].join("\n"),
  },
  released: {
    subject: (company: string) => `Your course seat at ${company} was given back`,
    text: (who: string, days: number, courses: string[], due: Totals, reference: string, company: string) =>
      [
        `Hello ${who},`,
        "",
        `We received no payment for your enrolment ${reference} within ${days} ${days === 1 ? "day" : "days"}, so its seats were given to others:`,
        ...courses.map((line) => `- ${line}`),
        "",
        `The fees were ${formatTotals(due)}. To enrol again, fill in the form once more, or reply to this mail.`,
        "",
        company,
      ].join("\n"),
  },
};
