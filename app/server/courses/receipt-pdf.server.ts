import { receiptTexts as text } from "~/content/pages/enrolment-payments";
import { formatDay } from "~/lib/format";
import { cellText, documentInMemory } from "../pdf-text.server";

export interface Receipt {
  number: string;
  /** India days, `YYYY-MM-DD`. */
  issuedOn: string;
  paidOn: string;
  company: { name: string; address: string; gstin: string };
  trainee: string;
  /** One line per course: its name and its batch. */
  courses: string[];
  /** As shown, with its currency: "₹18,000". */
  amount: string;
  reference: string;
  enrolment: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const LABEL_WIDTH = 130;

/** One A4 page, drawn as the users PDF is (pdfkit, DejaVu Sans), held in memory: it is small. */
export async function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const { doc, bytes, covers } = await documentInMemory({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    info: { Title: text.title(receipt.number), CreationDate: new Date(`${receipt.issuedOn}T00:00:00Z`) },
  });
  const width = PAGE.width - 2 * PAGE.margin;
  const line = (value: string, font: "regular" | "bold", size: number) =>
    doc.font(font).fontSize(size).fillColor("#111827").text(cellText(value, covers), { width });

  line(receipt.company.name, "bold", 16);
  for (const part of receipt.company.address.split(/\r?\n/)) line(part, "regular", 10);
  if (receipt.company.gstin) line(text.gstin(receipt.company.gstin), "regular", 10);
  doc.moveDown(1.5);
  line(text.heading, "bold", 20);
  doc.moveDown(0.5);

  const row = (label: string, value: string) => {
    const top = doc.y;
    doc.font("bold").fontSize(11).text(label, PAGE.margin, top, { width: LABEL_WIDTH });
    const after = doc.y;
    doc
      .font("regular")
      .fontSize(11)
      .text(cellText(value, covers), PAGE.margin + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
    doc.y = Math.max(after, doc.y) + 6;
    doc.x = PAGE.margin;
  };
  row(text.number, receipt.number);
  row(text.issued, formatDay(receipt.issuedOn));
  row(text.from, receipt.trainee);
  for (const course of receipt.courses) row(text.course, course);
  row(text.amount, receipt.amount);
  row(text.paidOn, formatDay(receipt.paidOn));
  row(text.reference, receipt.reference);
  row(text.enrolment, receipt.enrolment);
  doc.moveDown(1.5);
  line(text.thanks, "regular", 11);
  doc.end();
  return bytes;
}
