import { isHoneypotFilled } from "~/lib/honeypot";
import { messages } from "~/lib/messages";
import { visitorOfRequest } from "../analytics/visitors.server";
import type { AppContext } from "../app-context.server";
import type { UploadSource } from "../db/schema.server";
import { refuse } from "../http/form.server";
import { checkRateLimit } from "../http/rate-limited.server";
import { succeed } from "../http/respond.server";
import { answeringStorageFaults } from "../http/storage-faults.server";
import { newId } from "../ids.server";
import { mailQueued } from "../mail/outbox.server";
import { leadTaken } from "../metrics.server";
import { rateRules } from "../rate-limit.server";
import { discardUpload, receiveUpload } from "../uploads/receive-upload.server";
import { leadVisit } from "./lead-visit.server";
import { saveUpload } from "./uploads.server";

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
