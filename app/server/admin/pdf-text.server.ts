import { existsSync } from "node:fs";

export interface PdfFonts {
  regular: string;
  bold: string;
}

/**
 * pdfkit's 14 standard fonts encode WinAnsi only, while a user's name can be any Unicode. DejaVu Sans
 * (Debian's fonts-dejavu-core, installed here and by .ci/run) covers Latin, Greek, Cyrillic, Arabic,
 * Hebrew and the common symbols, and pdfkit embeds only the glyphs a document uses. The Inter the site
 * shows is installed as woff2 only, which pdfkit cannot read.
 */
const DEJAVU = "/usr/share/fonts/truetype/dejavu";
const UNICODE_FONTS = { regular: `${DEJAVU}/DejaVuSans.ttf`, bold: `${DEJAVU}/DejaVuSans-Bold.ttf` };
/** Without DejaVu, pdfkit's Helvetica, and text reduced to WinAnsi (see cellText). */
const STANDARD_FONTS: PdfFonts = { regular: "Helvetica", bold: "Helvetica-Bold" };

export function pdfFonts(): PdfFonts {
  return existsSync(UNICODE_FONTS.regular) && existsSync(UNICODE_FONTS.bold) ? UNICODE_FONTS : STANDARD_FONTS;
}

/** The characters of Windows-1252 (WinAnsi) that are not at their Latin-1 code points. */
const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const isWinAnsi = (code: number) =>
  (code >= 0x20 && code <= 0x7e) ||
  (code >= 0xa0 && code <= 0xff) ||
  WIN_ANSI_EXTRAS.includes(String.fromCodePoint(code));

/** Whether the document's current font can draw a character. */
export type Coverage = (codePoint: number) => boolean;

/**
 * The coverage of the font the document uses now. pdfkit exposes an embedded TrueType font's fontkit
 * object only as `_font.font` (not in its types); a standard font has an AFM object there instead,
 * without glyph lookup, and covers WinAnsi.
 */
export function fontCoverage(doc: PDFKit.PDFDocument): Coverage {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (code: number) => boolean } } })
    ._font?.font;
  const hasGlyph = font?.hasGlyphForCodePoint?.bind(font);
  return hasGlyph ?? isWinAnsi;
}

/** More than a cell can show (four lines of about 35 characters); keeps line wrapping cheap. */
const MAX_CHARS = 160;

/**
 * Text a user typed, made safe to lay out: control and format characters (NUL, bidi overrides,
 * zero-width joiners) become spaces or go, very long text is cut, and every character the font cannot
 * draw (an emoji or CJK in DejaVu, anything outside WinAnsi in Helvetica, a lone surrogate) becomes
 * '?': visibly replaced, rather than an empty box whose width the layout and the viewer disagree on.
 */
export function cellText(text: string, covers: Coverage): string {
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
