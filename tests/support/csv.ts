/**
 * Reads CSV as a spreadsheet would (RFC 4180): quoted cells with doubled quotes, commas and line
 * breaks inside quotes, CRLF between rows. Tests use it to prove the exports round-trip.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else {
      cell += char;
    }
  }
  if (cell || row.length) throw new Error("the CSV does not end with CRLF");
  return rows;
}
