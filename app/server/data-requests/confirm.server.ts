import { dataRequestTexts } from "~/content/pages/data-requests";
import { MAX_TOKEN_LENGTH } from "~/lib/data-requests";
import { confirmSchema } from "~/lib/schemas/data-request";
import type { AppContext } from "../app-context.server";
import { isUniqueViolation } from "../db/errors.server";
import { readForm, refuse } from "../http/form.server";
import { checkRateLimit } from "../http/rate-limited.server";
import { fail, succeed } from "../http/respond.server";
import { answeringStorageFaults } from "../http/storage-faults.server";
import { leadVisit } from "../leads/lead-visit.server";
import { mailQueued } from "../mail/outbox.server";
import { leadTaken } from "../metrics.server";
import { rateRules } from "../rate-limit.server";
import { type Confirmation, confirmRequest, openToken } from "./request.server";

const texts = dataRequestTexts.confirm;
const { badLink } = dataRequestTexts.form;

/** What the link's page offers to confirm; null when the link does not open. */
export function linkRequest(context: Pick<AppContext, "config">, url: URL) {
  const token = url.searchParams.get("token") ?? "";
  const opened = token.length <= MAX_TOKEN_LENGTH ? openToken(context.config.SESSION_SECRET, token) : null;
  return opened ? { token, request: opened.request } : null;
}

/** Counted per address before the body is read: each confirmation writes a lead. */
export async function answerConfirmation(request: Request, context: AppContext) {
  return answeringStorageFaults(context, texts.failed, ["database"], async () => {
    const limited = await checkRateLimit(context, rateRules.dataRequestConfirm, texts.failed);
    if (limited) return limited;
    const input = await readForm(request, confirmSchema);
    if (!input.ok) return refuse(texts.failed, input);
    const visit = leadVisit(request, {}, context.config.APP_URL);
    let confirmation: Confirmation;
    try {
      confirmation = await context.db
        .transaction()
        .execute((trx) => confirmRequest(trx, context, input.value.token, visit));
    } catch (error) {
      // The same link confirmed twice at once: the other one stored it.
      if (!isUniqueViolation(error)) throw error;
      confirmation = { state: "already" };
    }
    if (!confirmation) return fail(400, texts.failed, badLink, { token: badLink });
    if (confirmation.state === "already") return succeed(texts.already, {}, 200);
    mailQueued();
    leadTaken("data_requests");
    return succeed(texts.confirmed(confirmation.due), { id: confirmation.id }, 201);
  });
}
