import { isWordDocument } from "./compound-file.server";

export interface FileKind {
  ext: string;
  mime: string;
}

/** Keyed by the type file-type reads from the content. */
const allowed: Record<string, FileKind> = {
  "application/pdf": { ext: "pdf", mime: "application/pdf" },
  // file-type names the OLE container, which installers and spreadsheets share: `detectKind` takes
  // only one with a WordDocument stream.
  "application/x-cfb": { ext: "doc", mime: "application/msword" },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
    ext: "docx",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  "application/vnd.oasis.opendocument.text": { ext: "odt", mime: "application/vnd.oasis.opendocument.text" },
  "application/rtf": { ext: "rtf", mime: "application/rtf" },
  "image/png": { ext: "png", mime: "image/png" },
  "image/jpeg": { ext: "jpg", mime: "image/jpeg" },
  "image/webp": { ext: "webp", mime: "image/webp" },
};

export const cvKinds = {
  accepts: (kind: FileKind) => ["pdf", "doc", "docx"].includes(kind.ext),
  text: "Send your CV as a PDF or Word (doc, docx) file.",
};

export const allowedKindsText =
  "Accepted files: PDF, Word (doc, docx), OpenDocument text (odt), RTF, plain text and PNG, JPEG or WebP images.";

/** From the bytes, never the name or declared type. Plain text has no signature: checked while streaming. */
export async function detectKind(file: string, looksLikePlainText: boolean): Promise<FileKind | null> {
  const { fileTypeFromFile } = await import("file-type");
  const detected = await fileTypeFromFile(file);
  if (detected?.mime === "application/x-cfb")
    return (await isWordDocument(file)) ? (allowed[detected.mime] ?? null) : null;
  if (detected) return allowed[detected.mime] ?? null;
  return looksLikePlainText ? { ext: "txt", mime: "text/plain" } : null;
}
