// Cf format characters (bidi overrides, invisibles) except ZWNJ and ZWJ, which Indic scripts need.
const FORMAT_CHARACTERS = /(?![\u200c\u200d])\p{Cf}/gu;

export const withoutFormatCharacters = (text: string) => text.replace(FORMAT_CHARACTERS, "");

const UNSAFE_IN_FILE_NAMES = /[\p{Cc}\p{Zl}\p{Zp}\\/:*?"<>|]+/gu;

/** The longest base name kept, in characters: short of every file system's 255 bytes. */
const MAX_BASE = 120;

/** `Asha_CV.hta` holding a PDF is `Asha_CV.pdf`: the extension is that of the type its bytes are. */
export function fileNameOf(visitorName: string, ext: string): string {
  const clean = withoutFormatCharacters(visitorName).replace(UNSAFE_IN_FILE_NAMES, " ");
  const base = clean
    .replace(/\.[^.]*$/, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const short = Array.from(base).slice(0, MAX_BASE).join("").trim();
  return `${short || "file"}.${ext}`;
}
