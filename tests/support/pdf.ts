import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface ReadPdf {
  /** The page count pdfinfo reports. */
  pages: number;
  /** The text of each page, as pdftotext extracts it. */
  pageTexts: string[];
  /** Every image drawn, with the PDF object it comes from (the same object when embedded once). */
  images: { page: number; object: number }[];
}

/**
 * A PDF read back with Poppler's command-line tools (Debian's poppler-utils, ensured by `npm test`),
 * so the tests see what a reader sees, not pdfkit's own idea of the file.
 */
export function readPdf(bytes: Uint8Array): ReadPdf {
  const dir = mkdtempSync(path.join(tmpdir(), "site-pdf-"));
  const file = path.join(dir, "file.pdf");
  try {
    writeFileSync(file, bytes);
    const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: "utf8" });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(run("pdfinfo", [file]))?.[1]);
    // pdftotext ends every page with a form feed.
    const pageTexts = run("pdftotext", ["-enc", "UTF-8", file, "-"]).split("\f").slice(0, pages);
    // Two header lines, then one line per image drawn: page, num, …, object number in the 11th column.
    const images = run("pdfimages", ["-list", file])
      .split("\n")
      .slice(2)
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const fields = line.trim().split(/\s+/);
        return { page: Number(fields[0]), object: Number(fields[10]) };
      });
    return { pages, pageTexts, images };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
