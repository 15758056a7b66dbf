/**
 * CSV as spreadsheets read it (RFC 4180): every cell quoted with its quotes doubled, CRLF between
 * rows. A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading apostrophe, so a visitor's text stays text on the staff's computers.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvRow = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** Excel reads a file as UTF-8 (Indian names and all) only when it starts with this mark. */
export const UTF8_BOM = "\uFEFF";
