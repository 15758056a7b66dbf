import { create as contentDisposition } from "content-disposition";
import { redirect } from "react-router";
import { dataRequestTexts } from "~/content/pages/data-requests";
import { isConfirmed } from "~/lib/confirm";
import { dataRequestEraseAddress } from "~/lib/data-requests";
import { leadAddress } from "~/lib/inbox";
import type { DataRequestAction } from "~/lib/schemas/data-request";
import { isUuid } from "~/lib/schemas/inbox";
import type { AppContext } from "../app-context.server";
import { actorOf, recordAudit } from "../audit/audit.server";
import { type GuardArgs, requireConfirmed } from "../auth/guards.server";
import type { SignedIn } from "../auth/sessions.server";
import { wantsJson } from "../http/negotiate.server";
import { fail, succeed } from "../http/respond.server";
import { mailQueued } from "../mail/outbox.server";
import { type Closed, changeDue, eraseAll, markDone } from "./close.server";
import { exportArchive } from "./export.server";
import { dataRequestOf, heldUnder } from "./held.server";

const text = dataRequestTexts.admin;

/** Shown by the request's panel after a browser's post: `?request=<key>`. */
export const SAVED_PARAM = "request";

type Saved = keyof typeof text.saved;

const answered = (request: Request, id: string, saved: Saved) =>
  wantsJson(request)
    ? succeed(text.saved[saved], {}, 200)
    : redirect(`${leadAddress(id)}?${SAVED_PARAM}=${saved}`, 303);

function closedAnswer(request: Request, id: string, closed: Closed, saved: Saved) {
  if (closed === "not-found") return fail(404, text.notFound, text.notFound);
  if (closed === "already-done") return fail(409, text.alreadyDone, text.alreadyDone);
  mailQueued();
  return answered(request, id, saved);
}

/** Erasing needs access confirmed, as deleting a lead does; a browser's post is asked first. */
export async function actOnDataRequest(
  context: AppContext,
  { request, url }: Pick<GuardArgs, "request" | "url">,
  signedIn: SignedIn,
  rawId: string,
  action: DataRequestAction,
  values: Record<string, unknown>,
) {
  if (!isUuid(rawId)) return fail(404, text.notFound, text.notFound);
  const id = rawId.toLowerCase();
  const actor = actorOf(signedIn.user);
  if (action.intent === "due")
    return (await changeDue(context, actor, id, action.due))
      ? answered(request, id, "due")
      : fail(404, text.notFound, text.notFound);
  if (action.intent === "done")
    return closedAnswer(request, id, await markDone(context, actor, id, action.note), "done");
  const question = dataRequestEraseAddress(id);
  requireConfirmed({ request, url: new URL(question, url) }, signedIn);
  if (!wantsJson(request) && !isConfirmed(values)) return redirect(question, 303);
  return closedAnswer(request, id, await eraseAll(context, signedIn.user, actor, id), "erased");
}

/** Everything held under the request's address as one ZIP; the download is audited as exports are. */
export async function dataRequestExport(context: AppContext, signedIn: SignedIn, rawId: string) {
  const request = isUuid(rawId) ? await dataRequestOf(context.db, rawId.toLowerCase()) : null;
  if (!request)
    return new Response(text.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const held = await heldUnder(context.db, request.email);
  const archive = await exportArchive(context.config.UPLOADS_DIR, request, held);
  await recordAudit(context.db, actorOf(signedIn.user), {
    action: "data-request.exported",
    targetType: "lead",
    targetId: request.id,
    details: { leads: held.leads.length, bytes: archive.byteLength },
  });
  context.log.info(
    { action: "data-request.exported", userId: signedIn.user.id, leadId: request.id },
    "export",
  );
  return new Response(archive as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(archive.byteLength),
      "Content-Disposition": contentDisposition(`data-request-${request.createdAt.slice(0, 10)}.zip`),
      "Cache-Control": "no-store",
    },
  });
}
