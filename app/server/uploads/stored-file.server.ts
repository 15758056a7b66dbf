import { formatBytes } from "~/lib/format";
import type { LeadMail } from "../mail/lead-mails.server";
import type { ReceivedFile } from "./receive-upload.server";

/** A received file as the lead tables that keep one store it (`uploads`, `applications`). */
export const storedFileColumns = (file: ReceivedFile) => ({
  original_name: file.originalName,
  stored_name: file.storedName,
  content_type: file.contentType,
  size: file.size,
  sha256: file.sha256,
});

/** A received file's rows in its notification: `label` names what the file is. */
export const fileMailRows = (file: ReceivedFile, label: string): LeadMail["rows"] => [
  [label, file.originalName],
  ["Type", file.contentType],
  ["Size", formatBytes(file.size)],
  ["SHA-256", file.sha256],
];
