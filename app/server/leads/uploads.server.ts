import type { ExpressionBuilder } from "kysely";
import { formatBytes } from "~/lib/format";
import type { Database, EnquiryKind, UploadSource } from "../db/schema.server";
import { newId, nowIso } from "../ids.server";
import { leadMail } from "../mail/lead-mails.server";
import { mailInsert } from "../mail/outbox.server";
import { discardUpload, type ReceivedFile } from "../uploads/receive-upload.server";
import { leadInsert } from "./lead-record.server";
import type { LeadStore } from "./lead-store.server";

const sourceTitles: Record<UploadSource, string> = {
  jobs: "the jobs page",
  "file-upload": "the file upload page",
  need: "the client-need form",
  online: "the online enquiry form",
};

/**
 * Records a received file (already on disk) with its notification: CVs from jobs and file-upload
 * go to HR, files sent with an enquiry to the company. If the row cannot be committed the file is
 * removed, so nothing on disk is unaccounted for.
 */
export async function saveUpload(
  { db, writes, config }: LeadStore,
  source: UploadSource,
  file: ReceivedFile,
  enquiryId?: string,
): Promise<string> {
  const id = newId();
  const now = nowIso();
  // Only link to an enquiry of the same form; an unknown id just leaves the file unlinked. It is
  // read first for the mail, which names it; the insert looks it up again in its own commit, so
  // one deleted meanwhile is not linked either.
  const linksTo = enquiryId && (source === "need" || source === "online") ? enquiryId : null;
  const sameForm = (eb: ExpressionBuilder<Database, "uploads">) =>
    eb
      .selectFrom("enquiries")
      .select("id")
      .where("id", "=", linksTo ?? "")
      .where("kind", "=", source as EnquiryKind);
  const enquiry = linksTo
    ? await db
        .selectFrom("enquiries")
        .select("id")
        .where("id", "=", linksTo)
        .where("kind", "=", source as EnquiryKind)
        .executeTakeFirst()
    : undefined;
  const row = {
    id,
    source,
    original_name: file.originalName,
    stored_name: file.storedName,
    content_type: file.contentType,
    size: file.size,
    sha256: file.sha256,
    created_at: now,
    updated_at: now,
  };
  try {
    await writes.commit([
      db
        .insertInto("uploads")
        .values((eb) => ({ ...row, enquiry_id: enquiry ? sameForm(eb) : null }))
        .compile(),
      leadInsert(db, "uploads", id, row, now),
      mailInsert(
        db,
        leadMail({
          to: source === "jobs" || source === "file-upload" ? config.HR_EMAIL : config.COMPANY_EMAIL,
          subject: `New file from ${sourceTitles[source]}: ${file.originalName}`,
          intro: `A visitor uploaded a file on ${sourceTitles[source]}.`,
          rows: [
            ["File", file.originalName],
            ["Type", file.contentType],
            ["Size", formatBytes(file.size)],
            ["SHA-256", file.sha256],
            ["Sent with enquiry", enquiry?.id],
          ],
          appUrl: config.APP_URL,
          leadId: id,
        }),
      ),
    ]);
  } catch (error) {
    await discardUpload(config.UPLOADS_DIR, file.storedName);
    throw error;
  }
  return id;
}
