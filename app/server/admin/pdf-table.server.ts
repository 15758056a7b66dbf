import { cellText, fontCoverage } from "../pdf-text.server";

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const TABLE_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_TOP = PAGE.height - PAGE.margin + 8;
const PAD = 4;
/** How far a cell's text starts below the cell's top. */
const INSET = 6;
const INK = "#111827";
const MUTED = "#4b5563";
const headLine = { width: TABLE_WIDTH, lineBreak: false };

export const stamp = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

interface TableLayout {
  title: string;
  subtitle?: string;
  generated: string;
  pageLabel: (page: number) => string;
  /** The last column takes the width the others leave. */
  columns: { label: string; width?: number }[];
  headerTop: number;
  headerHeight: number;
  rowHeight: number;
  /** Cells clipped whole, text drawn with lineBreak off; otherwise clipped and cut below the text's top. */
  oneLine?: boolean;
}

/** A table over as many A4 pages as its rows need, each page headed and numbered, rows striped. */
export function pdfTable(doc: PDFKit.PDFDocument, layout: TableLayout) {
  const { columns, headerTop, headerHeight, rowHeight, oneLine } = layout;
  const widths = columns.map(
    (column) => column.width ?? columns.reduce((rest, other) => rest - (other.width ?? 0), TABLE_WIDTH),
  );
  const columnX = widths.map((_, index) =>
    widths.slice(0, index).reduce((x, width) => x + width, PAGE.margin),
  );
  const rowsTop = headerTop + headerHeight;
  const rowsPerPage = Math.floor((PAGE.height - PAGE.margin - 8 - rowsTop) / rowHeight);
  // User text is drawn in the regular font only, so its coverage decides what is replaced.
  const covers = fontCoverage(doc.font("regular"));
  let page = 0;
  let rowOnPage = rowsPerPage;

  // Clipped as well as cut, so that no text, however measured, runs into the next cell or row.
  const cell = (value: string, column: number, top: number, height: number, font = "regular") => {
    const x = (columnX[column] ?? 0) + PAD;
    const width = (widths[column] ?? 0) - 2 * PAD;
    const [clipTop, clipHeight] = oneLine ? [top, height] : [top + INSET, height - INSET];
    doc.save().rect(x, clipTop, width, clipHeight).clip();
    doc.font(font).fontSize(9).fillColor(INK);
    const fit = oneLine ? { lineBreak: false } : { height: clipHeight };
    doc.text(cellText(value, covers), x, top + INSET, { width, ellipsis: true, ...fit });
    doc.restore();
  };

  // No "of M": the total is known only at the end, and printing it would mean keeping every page in
  // memory until then, or trusting a count that can change while a long export runs.
  const newPage = () => {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    page += 1;
    rowOnPage = 0;
    doc.font("bold").fontSize(16).fillColor(INK);
    doc.text(cellText(layout.title, covers), PAGE.margin, PAGE.margin, headLine);
    let lineTop = PAGE.margin + 24;
    if (layout.subtitle !== undefined) {
      doc.font("regular").fontSize(10).fillColor(INK);
      doc.text(cellText(layout.subtitle, covers), PAGE.margin, lineTop, headLine);
      lineTop += 18;
    }
    doc.font("regular").fontSize(9).fillColor(MUTED);
    doc.text(layout.generated, PAGE.margin, lineTop, { lineBreak: false });
    doc.text(layout.pageLabel(page), PAGE.margin, FOOTER_TOP, { ...headLine, align: "right" });
    doc.rect(PAGE.margin, headerTop, TABLE_WIDTH, headerHeight).fill("#e5e7eb");
    for (const [index, column] of columns.entries())
      cell(column.label, index, headerTop, headerHeight, "bold");
  };

  const nextRowTop = () => {
    if (rowOnPage === rowsPerPage) newPage();
    const top = rowsTop + rowOnPage * rowHeight;
    rowOnPage += 1;
    if (rowOnPage % 2 === 0) doc.rect(PAGE.margin, top, TABLE_WIDTH, rowHeight).fill("#f3f4f6");
    return top;
  };

  return {
    columnX,
    /** Draws a row of cells `cellHeight` tall (null leaves a cell to the caller) and returns its top. */
    row(values: (string | null)[], cellHeight = rowHeight) {
      const top = nextRowTop();
      for (const [column, value] of values.entries())
        if (value !== null) cell(value, column, top, cellHeight);
      return top;
    },
    empty(message: string) {
      const top = nextRowTop();
      doc.font("regular").fontSize(9).fillColor(MUTED);
      doc.text(message, PAGE.margin, top + rowHeight / 2 - 5, { width: TABLE_WIDTH, align: "center" });
    },
  };
}
