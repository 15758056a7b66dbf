import { coursePayment } from "~/content/pages/course-payment";
import { batchLine } from "~/content/pages/courses";
import type { AreaDocument } from "~/content/site-content";
import { batchOf, type Catalogue, formatBatchDate, type Totals } from "~/lib/courses";
import { type PaymentInstructions, upiPayLink } from "~/lib/upi";
import { newId } from "../ids.server";
import type { MailAttachment } from "../mail/outbox.server";
import { keepFile } from "../uploads/receive-upload.server";

/** Short enough to type into a UPI app's note; the id's random end tells enrolments apart. */
export const enrolmentReference = (id: string) => `ENR-${id.replace(/-/g, "").slice(-8).toUpperCase()}`;

/**
 * "Python · Sat, 6 Mar 2027 · …" for a receipt or a mail: the course as the enrolment named it, and
 * the batch it holds a seat in as the catalogue describes it (its date alone once the catalogue
 * no longer has it); the name alone without a seat.
 */
export function seatLine(
  label: string,
  catalogue: Catalogue,
  seat: { course_key: string; starts_on: string } | undefined,
): string {
  if (!seat) return label;
  const course = catalogue.courses.find((one) => one.key === seat.course_key);
  const batch = course ? batchOf(course, seat.starts_on) : null;
  const when = batch ? batchLine(batch) : formatBatchDate(seat.starts_on);
  return when ? `${label} · ${when}` : label;
}

/** Rupees by UPI when the company has a UPI ID; the rest by the bank details, or a mail to come. */
export async function paymentFor(
  totals: Totals,
  payments: AreaDocument<"payments">,
  companyName: string,
  reference: string,
): Promise<PaymentInstructions> {
  const rupees = payments.upiId ? totals.INR : undefined;
  const { INR: _, ...others } = totals;
  const due: Totals = rupees === undefined ? totals : others;
  let upi: PaymentInstructions["upi"];
  if (rupees !== undefined) {
    const link = upiPayLink(payments.upiId, payments.upiPayee || companyName, rupees, reference);
    // Loaded by an enrolment only, not by every worker at start.
    const { toString: qrSvg } = await import("qrcode");
    const svg = await qrSvg(link, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
    upi = { rupees, link, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  }
  return {
    reference,
    payWithinDays: payments.unpaidDays,
    ...(upi && { upi }),
    ...(Object.keys(due).length > 0 && { otherwise: { due, bankDetails: payments.bankDetails || null } }),
  };
}

/** The UPI QR code as a PNG for the trainee's mail: mail programs show no SVG and no data address. */
export async function upiQrAttachment(
  uploadsDir: string,
  link: string,
  reference: string,
): Promise<MailAttachment> {
  const { toBuffer } = await import("qrcode");
  const png = await toBuffer(link, { type: "png", margin: 2, errorCorrectionLevel: "M", width: 300 });
  const storedName = `${newId()}.png`;
  await keepFile(uploadsDir, storedName, png);
  return { storedName, fileName: coursePayment.qrFileName(reference), contentType: "image/png" };
}
