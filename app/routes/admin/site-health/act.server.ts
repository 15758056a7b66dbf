import { adminSiteHealthPages } from "~/content/pages/admin-site-health";
import { isConfirmed } from "~/lib/confirm";
import { messages } from "~/lib/messages";
import { healthActionSchema } from "~/lib/schemas/site-health";
import type { SiteHealthKind } from "~/lib/site-health";
import type { AppContext } from "~/server/app-context.server";
import { actorOf } from "~/server/audit/audit.server";
import { csrfOf } from "~/server/auth/guards.server";
import type { SignedIn } from "~/server/auth/sessions.server";
import { readForm, refuse } from "~/server/http/form.server";
import { wantsJson } from "~/server/http/negotiate.server";
import { fail, succeed } from "~/server/http/respond.server";
import { mailQueued } from "~/server/mail/outbox.server";
import { retryMails, setReportStatus } from "~/server/site-health/site-health.server";

export async function actOnSiteHealth(
  request: Request,
  context: AppContext,
  signedIn: SignedIn,
  kind: SiteHealthKind,
) {
  const failed = messages.admin.saveFailed;
  const input = await readForm(request, healthActionSchema, { authorize: csrfOf(request, signedIn) });
  if (!input.ok) return refuse(failed, input);
  const { intent, ids } = input.value;
  const actor = actorOf(signedIn.user);
  const done = adminSiteHealthPages.list.done[intent](ids.length);
  const fitsKind = (kind === "outbox") === (intent === "retry");
  if (fitsKind && !wantsJson(request) && !isConfirmed(input.values)) return { question: { intent, ids } };

  if (kind === "outbox") {
    if (intent !== "retry") return fail(400, failed, messages.siteHealth.badAction);
    const retried = await retryMails(context.db, actor, ids);
    if (!retried.ok)
      return retried.reason === "not-found"
        ? fail(404, failed, messages.admin.leadNotFound)
        : fail(409, failed, messages.siteHealth.retryNotFailed);
    mailQueued();
    return succeed(messages.siteHealth.retried, { detail: done }, 200);
  }

  if (intent === "retry") return fail(400, failed, messages.siteHealth.badAction);
  const changed = await setReportStatus(context.db, actor, ids, intent);
  if (!changed.ok) return fail(404, failed, messages.admin.leadNotFound);
  return succeed(messages.admin.saved, { detail: done }, 200);
}
