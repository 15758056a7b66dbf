import path from "node:path";
import { fileNameOf } from "~/lib/file-names";
import { formatBytes } from "~/lib/format";
import type { LeadMail } from "../mail/lead-mails.server";
import type { MailAttachment } from "../mail/outbox.server";
import type { ReceivedFile } from "./receive-upload.server";

export const storedFileColumns = (file: ReceivedFile) => ({
  original_name: file.originalName,
  stored_name: file.storedName,
  content_type: file.contentType,
  size: file.size,
  sha256: file.sha256,
});

/** The visitor's name with the extension of the type its bytes were found to be. */
export const shownFileName = (originalName: string, storedName: string) =>
  fileNameOf(originalName, path.extname(storedName).slice(1) || "bin");

/** The file's name, type and size for a mail; its hash only where `withHash`. */
export function fileMailRows(file: ReceivedFile, label: string, withHash = true): LeadMail["rows"] {
  const rows: LeadMail["rows"] = [
    [label, shownFileName(file.originalName, file.storedName)],
    ["Type", file.contentType],
    ["Size", formatBytes(file.size)],
  ];
  if (withHash) rows.push(["SHA-256", file.sha256]);
  return rows;
}

/** The stored file as a mail sends it: under the name the admin download gives it. */
export const fileAttachment = (file: ReceivedFile): MailAttachment => ({
  storedName: file.storedName,
  fileName: shownFileName(file.originalName, file.storedName),
  contentType: file.contentType,
});
