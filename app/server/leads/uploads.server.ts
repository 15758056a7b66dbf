import type { Kysely } from "kysely";
import { uploadSourceLabels } from "~/content/pages/admin-inbox";
import { openApplication, type WorkKind } from "~/content/pages/jobs";
import type { Database, EnquiryKind, UploadSource } from "../db/schema.server";
import { newId } from "../ids.server";
import { discardUpload, type ReceivedFile } from "../uploads/receive-upload.server";
import { fileMailRows, shownFileName, storedFileColumns } from "../uploads/stored-file.server";
import { announceLead, insertLead, type LeadStore } from "./lead-store.server";
import type { LeadVisit } from "./lead-visit.server";

/** "the jobs page": where the file came from, in the notification's sentence. */
const sourceTitle = (source: UploadSource) => `the ${uploadSourceLabels[source].toLowerCase()}`;

/** If the row cannot be committed the file is removed, so nothing on disk is unaccounted for. */
export async function saveUpload(
  store: LeadStore & { db: Kysely<Database> },
  source: UploadSource,
  file: ReceivedFile,
  visit: LeadVisit,
  { enquiryId, work }: { enquiryId?: string; work?: WorkKind } = {},
): Promise<string> {
  // Only link to an enquiry of the same form; an unknown id just leaves the file unlinked.
  const linksTo = enquiryId && (source === "need" || source === "online") ? enquiryId : null;
  try {
    return await store.db.transaction().execute(async (trx) => {
      const enquiry = linksTo
        ? await trx
            .selectFrom("enquiries")
            .select("id")
            .where("id", "=", linksTo)
            .where("kind", "=", source as EnquiryKind)
            .executeTakeFirst()
        : undefined;
      const lead = await insertLead(trx, {
        kind: "uploads",
        table: "uploads",
        id: newId(),
        row: {
          source,
          enquiry_id: enquiry?.id ?? null,
          work: source === "jobs" ? (work ?? null) : null,
          ...storedFileColumns(file),
        },
        visit,
      });
      await announceLead(trx, store, lead, {
        to:
          source === "jobs" || source === "file-upload" ? store.config.HR_EMAIL : store.config.COMPANY_EMAIL,
        subject: `New file from ${sourceTitle(source)}: ${shownFileName(file.originalName, file.storedName)}`,
        intro: `A visitor uploaded a file on ${sourceTitle(source)}.`,
        rows: [
          ...fileMailRows(file, "File"),
          ["Sent with enquiry", enquiry?.id],
          ["Kind of work", source === "jobs" && work ? openApplication.work.kinds[work] : undefined],
        ],
      });
      return lead.id;
    });
  } catch (error) {
    await discardUpload(store.config.UPLOADS_DIR, file.storedName);
    throw error;
  }
}
