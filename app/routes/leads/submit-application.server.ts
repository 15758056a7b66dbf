import { isHoneypotFilled } from "~/lib/honeypot";
import { indiaDayOf } from "~/lib/india-days";
import { messages } from "~/lib/messages";
import { isOpen, type OpeningFacts } from "~/lib/openings";
import { applicationSchema } from "~/lib/schemas/application";
import { visitorOfRequest } from "~/server/analytics/view-buffer.server";
import type { AppContext } from "~/server/app-context.server";
import { refuse } from "~/server/http/form.server";
import { checkRateLimit } from "~/server/http/rate-limited.server";
import { fail, succeed } from "~/server/http/respond.server";
import { answeringStorageFaults } from "~/server/http/storage-faults.server";
import { timeOrderedId } from "~/server/ids.server";
import { saveApplication } from "~/server/leads/applications.server";
import { leadVisit } from "~/server/leads/lead-visit.server";
import { mailQueued } from "~/server/mail/outbox.server";
import { leadTaken } from "~/server/metrics.server";
import { rateRules } from "~/server/rate-limit.server";
import { cvKinds } from "~/server/uploads/file-kinds.server";
import { discardUpload, receiveUpload } from "~/server/uploads/receive-upload.server";

export function findOpening(openings: readonly OpeningFacts[], slug: string) {
  const opening = openings.find((candidate) => candidate.slug === slug);
  return opening ? { opening, open: isOpen(opening, indiaDayOf(new Date())) } : null;
}

/** 404 for an unknown opening, 410 once closed, before anything is read. */
export function submitApplication(request: Request, context: AppContext, slug: string) {
  const failed = messages.application.failed;
  return answeringStorageFaults(context, failed, ["files", "database"], async () => {
    const found = findOpening(context.site.current().content.openings.openings, slug);
    if (!found) return fail(404, messages.application.unknown);
    if (!found.open) return fail(410, messages.application.closed);
    const limited = await checkRateLimit(context, rateRules.upload, failed);
    if (limited) return limited;
    const { UPLOADS_DIR, MAX_UPLOAD_MB } = context.config;
    const received = await receiveUpload(request, UPLOADS_DIR, MAX_UPLOAD_MB * 1024 * 1024, {
      schema: applicationSchema,
      kinds: cvKinds,
    });
    // A refusal naming no field is the file's: the form shows why under the file field.
    if (!received.ok)
      return refuse(failed, { ...received, fields: received.fields ?? { file: received.details } });
    const { file, fields, values } = received;
    if (isHoneypotFilled(values)) {
      await discardUpload(UPLOADS_DIR, file.storedName);
      context.log.info("honeypot filled: application dropped");
      return succeed(messages.application.saved, { id: timeOrderedId() });
    }
    const visit = leadVisit(
      request,
      values,
      context.config.APP_URL,
      await visitorOfRequest(context, request),
    );
    const id = await saveApplication(context, found.opening, fields, file, visit);
    mailQueued();
    leadTaken("applications");
    return succeed(messages.application.saved, { id });
  });
}
