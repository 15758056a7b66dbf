import { adminBatchesPage, rosterTexts as text } from "~/content/pages/admin-batches";
import { batchLine } from "~/content/pages/courses";
import { formatBatchDate } from "~/lib/courses";
import { formatDateTime } from "~/lib/format";
import type { Roster } from "../courses/roster.server";
import { cellText, documentInMemory } from "../pdf-text.server";
import { PAGE, stamp, TABLE_WIDTH } from "./users-pdf.server";

const HEADER_TOP = 100;
const ROW_HEIGHT = 22;
const PAD = 4;
const ROWS_PER_PAGE = Math.floor((PAGE.height - PAGE.margin - 8 - HEADER_TOP - ROW_HEIGHT) / ROW_HEIGHT);

// Wide enough for a date and time in IST and for "Not recorded" whole; names and e-mails are cut.
const widths = [118, 78, 150, 108, TABLE_WIDTH - 118 - 78 - 150 - 108];
const columnX = widths.map((_, index) => widths.slice(0, index).reduce((x, width) => x + width, PAGE.margin));

/** A batch holds tens of trainees, so the roster is made whole, unlike the users PDF's stream. */
export async function rosterPdf(roster: Roster, generatedAt: Date): Promise<Uint8Array<ArrayBuffer>> {
  const heading = text.heading(roster.course);
  const { doc, bytes, covers } = await documentInMemory({
    autoFirstPage: false,
    info: { Title: heading, CreationDate: generatedAt },
  });
  const { columns } = text;
  const when = roster.batch
    ? batchLine(roster.batch)
    : (formatBatchDate(roster.startsOn) ?? adminBatchesPage.toBeAnnounced);

  // Clipped as well as cut, so that no text runs into the next cell.
  const cell = (value: string, column: number, top: number, bold = false) => {
    const x = (columnX[column] ?? 0) + PAD;
    const width = (widths[column] ?? 0) - 2 * PAD;
    doc.save().rect(x, top, width, ROW_HEIGHT).clip();
    doc
      .font(bold ? "bold" : "regular")
      .fontSize(9)
      .fillColor("#111827")
      .text(cellText(value, covers), x, top + 6, { width, lineBreak: false, ellipsis: true });
    doc.restore();
  };

  let page = 0;
  let rowOnPage = ROWS_PER_PAGE;
  const newPage = () => {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    page += 1;
    rowOnPage = 0;
    doc.font("bold").fontSize(16).fillColor("#111827");
    doc.text(cellText(heading, covers), PAGE.margin, PAGE.margin, { width: TABLE_WIDTH, lineBreak: false });
    doc.font("regular").fontSize(10).fillColor("#111827");
    doc.text(cellText(when, covers), PAGE.margin, PAGE.margin + 24, { width: TABLE_WIDTH, lineBreak: false });
    doc.fontSize(9).fillColor("#4b5563");
    doc.text(text.generated(stamp(generatedAt)), PAGE.margin, PAGE.margin + 42, { lineBreak: false });
    doc.text(text.page(page), PAGE.margin, PAGE.height - PAGE.margin + 8, {
      width: TABLE_WIDTH,
      align: "right",
      lineBreak: false,
    });
    doc.rect(PAGE.margin, HEADER_TOP, TABLE_WIDTH, ROW_HEIGHT).fill("#e5e7eb");
    [columns.name, columns.mobile, columns.email, columns.enrolledAt, columns.paid].forEach(
      (label, index) => {
        cell(label, index, HEADER_TOP, true);
      },
    );
  };
  const nextRowTop = () => {
    if (rowOnPage === ROWS_PER_PAGE) newPage();
    rowOnPage += 1;
    const top = HEADER_TOP + rowOnPage * ROW_HEIGHT;
    if (rowOnPage % 2 === 0) doc.rect(PAGE.margin, top, TABLE_WIDTH, ROW_HEIGHT).fill("#f3f4f6");
    return top;
  };

  for (const line of roster.lines) {
    const top = nextRowTop();
    [line.name, line.mobile, line.email, formatDateTime(line.enrolledAt), text.paid[line.paid]].forEach(
      (value, index) => {
        cell(value, index, top);
      },
    );
  }
  if (roster.lines.length === 0) {
    const top = nextRowTop();
    doc.font("regular").fontSize(9).fillColor("#4b5563");
    doc.text(text.empty, PAGE.margin, top + 6, { width: TABLE_WIDTH, align: "center" });
  }
  doc.end();
  return new Uint8Array(await bytes);
}
