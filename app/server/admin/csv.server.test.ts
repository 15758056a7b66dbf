import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.server";

describe("csvCell", () => {
  it.each([
    ["=1+1", `"'=1+1"`],
    ["+91 98765 43210", `"'+91 98765 43210"`],
    ["-2", `"'-2"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tTab", `"'\tTab"`],
    ["\rReturn", `"'\rReturn"`],
  ])("puts an apostrophe before a formula's first character: %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("quotes every cell and doubles its quotes; commas and line breaks stay inside", () => {
    expect(csvCell('She said "hi", then\r\nleft')).toBe('"She said ""hi"", then\r\nleft"');
    expect(csvCell("")).toBe('""');
    expect(csvCell("a = b")).toBe('"a = b"');
  });
});

describe("csvRow", () => {
  it("ends with CRLF", () => {
    expect(csvRow(["a", "b"])).toBe('"a","b"\r\n');
  });
});
