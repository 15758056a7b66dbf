import { existsSync } from "node:fs";

// pdfkit's standard fonts encode WinAnsi only: DejaVu Sans (Debian's fonts-dejavu-core) covers the scripts a name is likely to use.
const DEJAVU = "/usr/share/fonts/truetype/dejavu";
const UNICODE_FONTS = { regular: `${DEJAVU}/DejaVuSans.ttf`, bold: `${DEJAVU}/DejaVuSans-Bold.ttf` };
/** Without DejaVu, pdfkit's Helvetica, and text reduced to WinAnsi (see cellText). */
const STANDARD_FONTS = { regular: "Helvetica", bold: "Helvetica-Bold" };

export const pdfFonts = () =>
  existsSync(UNICODE_FONTS.regular) && existsSync(UNICODE_FONTS.bold) ? UNICODE_FONTS : STANDARD_FONTS;

/** The characters of Windows-1252 (WinAnsi) that are not at their Latin-1 code points. */
const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const isWinAnsi = (code: number) =>
  (code >= 0x20 && code <= 0x7e) ||
  (code >= 0xa0 && code <= 0xff) ||
  WIN_ANSI_EXTRAS.includes(String.fromCodePoint(code));

// pdfkit exposes an embedded font's fontkit object only as the untyped `_font.font`; a standard
// font has an AFM object there, without glyph lookup.
export function fontCoverage(doc: PDFKit.PDFDocument): (codePoint: number) => boolean {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (code: number) => boolean } } })
    ._font?.font;
  return font?.hasGlyphForCodePoint?.bind(font) ?? isWinAnsi;
}

/** More than a cell can show; keeps line wrapping cheap. */
const MAX_CHARS = 160;

// A character the font cannot draw becomes '?', visibly replaced, rather than an empty box whose
// width the layout and the viewer disagree on.
export function cellText(text: string, covers: (codePoint: number) => boolean): string {
  const clean = text
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\p{Cf}+/gu, "")
    .trim();
  const chars = Array.from(clean);
  const short = chars.length > MAX_CHARS ? [...chars.slice(0, MAX_CHARS - 1), "…"] : chars;
  return short
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code < 0xd800 || code > 0xdfff) && covers(code) ? char : "?";
    })
    .join("");
}

/** With the regular and bold fonts registered; pdfkit is loaded with the first, not at every worker's start. */
export async function pdfDocument(options: PDFKit.PDFDocumentOptions) {
  const { default: PDFDocument } = await import("pdfkit");
  const fonts = pdfFonts();
  const doc = new PDFDocument(options);
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  return doc;
}

/** A document held in memory; `bytes` settles once the caller ends it. */
export async function documentInMemory(options: PDFKit.PDFDocumentOptions) {
  const doc = await pdfDocument(options);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes, covers: fontCoverage(doc.font("regular")) };
}
