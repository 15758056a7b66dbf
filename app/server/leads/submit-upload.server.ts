import type { Kysely } from "kysely";
import { uploadSourceLabels } from "~/content/pages/admin-inbox";
import { openApplication, type WorkKind } from "~/content/pages/jobs";
import { isHoneypotFilled } from "~/lib/honeypot";
import { messages } from "~/lib/messages";
import { visitorOfRequest } from "../analytics/view-buffer.server";
import type { AppContext } from "../app-context.server";
import type { Database, EnquiryKind, UploadSource } from "../db/schema.server";
import { refuse } from "../http/form.server";
import { checkRateLimit } from "../http/rate-limited.server";
import { succeed } from "../http/respond.server";
import { answeringStorageFaults } from "../http/storage-faults.server";
import { newId } from "../ids.server";
import { mailQueued } from "../mail/outbox.server";
import { leadTaken } from "../metrics.server";
import { rateRules } from "../rate-limit.server";
import { discardUpload, type ReceivedFile, receiveUpload } from "../uploads/receive-upload.server";
import { fileMailRows, shownFileName, storedFileColumns } from "../uploads/stored-file.server";
import { announceLead, insertLead, type LeadStore } from "./lead-store.server";
import { type LeadVisit, leadVisit } from "./lead-visit.server";

/** 507 when there is no room for the file, 503 when the database cannot take its row now. */
export function submitUpload(request: Request, context: AppContext, source: UploadSource) {
  return answeringStorageFaults(context, messages.upload.failed, ["files", "database"], () =>
    storeUpload(request, context, source),
  );
}

async function storeUpload(request: Request, context: AppContext, source: UploadSource) {
  const failed = messages.upload.failed;
  const limited = await checkRateLimit(context, rateRules.upload, failed);
  if (limited) return limited;
  const { UPLOADS_DIR, MAX_UPLOAD_MB } = context.config;
  const received = await receiveUpload(request, UPLOADS_DIR, MAX_UPLOAD_MB * 1024 * 1024);
  if (!received.ok) return refuse(failed, received);
  const { file, fields, values } = received;
  if (isHoneypotFilled(fields)) {
    await discardUpload(UPLOADS_DIR, file.storedName);
    context.log.info("honeypot filled: upload dropped");
    return succeed(messages.upload.saved, { id: newId(), filename: file.originalName, size: file.size });
  }
  const visit = leadVisit(request, values, context.config.APP_URL, await visitorOfRequest(context, request));
  const id = await saveUpload(context, source, file, visit, {
    enquiryId: fields.enquiryId || undefined,
    work: fields.work,
  });
  mailQueued();
  leadTaken("uploads");
  return succeed(messages.upload.saved, { id, filename: file.originalName, size: file.size });
}

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
