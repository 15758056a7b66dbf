import { data } from "react-router";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { isConfirmed } from "~/lib/confirm";
import type { InboxKind } from "~/lib/inbox";
import { messages } from "~/lib/messages";
import { isLeadKind } from "~/lib/pipeline";
import { pipelineMessages } from "~/lib/pipeline-messages";
import { healthActionSchema } from "~/lib/schemas/site-health";
import type { AppContext } from "../../app-context.server";
import { csrfOf } from "../../auth/guards.server";
import type { SignedIn } from "../../auth/sessions.server";
import { readForm, refuse } from "../../http/form.server";
import { wantsJson } from "../../http/negotiate.server";
import { fail, succeed } from "../../http/respond.server";
import { mailQueued } from "../../mail/outbox.server";
import { actorOf } from "../audit.server";
import { retryMails } from "./retry.server";
import { setReportStatus } from "./status.server";

// A kind of lead is refused only once the body is read, so that a malformed one is still a 400.
export async function actOnSiteHealth(
  request: Request,
  context: AppContext,
  signedIn: SignedIn,
  kind: InboxKind,
) {
  const failed = messages.admin.saveFailed;
  const input = await readForm(request, healthActionSchema, { authorize: csrfOf(request, signedIn) });
  // A kind of lead's answers are thrown, not returned: after a returned answer a browser's post
  // would run the list's loader, which sends a kind of lead to the one inbox.
  if (!input.ok) {
    const refusal = refuse(failed, input);
    if (isLeadKind(kind)) throw refusal;
    return refusal;
  }
  if (isLeadKind(kind))
    throw data({ ok: false, error: failed, details: pipelineMessages.movedToInbox }, { status: 404 });
  const { intent, ids } = input.value;
  const actor = actorOf(signedIn.user);
  const done = adminInboxPages.list.done[intent](ids.length);
  const fitsKind = (kind === "outbox") === (intent === "retry");
  if (fitsKind && !wantsJson(request) && !isConfirmed(input.values)) return { question: { intent, ids } };

  if (kind === "outbox") {
    if (intent !== "retry") return fail(400, failed, messages.inbox.badAction);
    const retried = await retryMails(context.db, actor, ids);
    if (!retried.ok)
      return retried.reason === "not-found"
        ? fail(404, failed, messages.admin.leadNotFound)
        : fail(409, failed, messages.inbox.retryNotFailed);
    mailQueued();
    return succeed(messages.inbox.retried, { detail: done }, 200);
  }

  if (intent === "retry") return fail(400, failed, messages.inbox.badAction);
  const changed = await setReportStatus(context.db, actor, ids, intent);
  if (!changed.ok) return fail(404, failed, messages.admin.leadNotFound);
  return succeed(messages.admin.saved, { detail: done }, 200);
}
