/**
 * Unicode's format characters (category Cf): the bidirectional marks, embeddings, overrides and
 * isolates that make `x\u202efdp.exe` read as "xexe.pdf", and the invisible ones (soft hyphen,
 * zero-width space, tags). The zero-width non-joiner and joiner stay: Indic scripts and emoji need
 * them, and they reorder nothing.
 */
const FORMAT_CHARACTERS = /(?![\u200c\u200d])\p{Cf}/gu;

/** Text without format characters: what a name may show or be mailed as. */
export const withoutFormatCharacters = (text: string) => text.replace(FORMAT_CHARACTERS, "");

/** Characters that end a line or that a file system refuses in a name. */
const UNSAFE_IN_FILE_NAMES = /[\p{Cc}\p{Zl}\p{Zp}\\/:*?"<>|]+/gu;

/** The longest base name kept, in characters: short of every file system's 255 bytes. */
const MAX_BASE = 120;

/**
 * The name a stored file is shown, mailed and downloaded under: the visitor's name without its
 * extension, format characters or characters a file system refuses, then the extension of the
 * type its bytes were found to be. `Asha_CV.hta` holding a PDF is `Asha_CV.pdf`.
 */
export function fileNameOf(visitorName: string, ext: string): string {
  const clean = withoutFormatCharacters(visitorName).replace(UNSAFE_IN_FILE_NAMES, " ");
  const base = clean
    .replace(/\.[^.]*$/, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const short = Array.from(base).slice(0, MAX_BASE).join("").trim();
  return `${short || "file"}.${ext}`;
}
