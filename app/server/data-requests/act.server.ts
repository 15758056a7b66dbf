import { readFile } from "node:fs/promises";
import path from "node:path";
import { create as contentDisposition } from "content-disposition";
import { type Zippable, zipSync } from "fflate";
import { redirect } from "react-router";
import { dataRequestTexts } from "~/content/pages/data-requests";
import { isConfirmed } from "~/lib/confirm";
import { type DataRequestRow, dataRequestEraseAddress, type Held } from "~/lib/data-requests";
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

/** Within the archive: the lead's id keeps two files of one name apart; the name is cut to plain letters. */
const entryName = (prefix: string, id: string, name: string) =>
  `${prefix}/${id}-${name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(-100)}`;

/**
 * One ZIP: `data.json` with every record, and each file beside it, named in the JSON. Files are
 * stored as they are (PDFs and images do not shrink); a file gone from the disk is listed as missing.
 */
async function exportArchive(uploadsDir: string, request: DataRequestRow, held: Held): Promise<Uint8Array> {
  const entries: Zippable = {};
  /** The entry's path, or null for a file gone from the disk. */
  const add = async (storedName: string, entry: string) => {
    if (path.basename(storedName) !== storedName) return null;
    const bytes = await readFile(path.join(uploadsDir, storedName)).catch(() => null);
    if (!bytes) return null;
    entries[entry] = [new Uint8Array(bytes), { level: 0 }];
    return entry;
  };
  const leads = [];
  for (const lead of held.leads) {
    const files = [];
    for (const { storedName, ...shown } of lead.files)
      files.push({ ...shown, path: await add(storedName, entryName("files", lead.id, shown.name)) });
    leads.push({ ...lead, files });
  }
  const payments = [];
  for (const { storedName, ...shown } of held.payments) {
    const entry = entryName("receipts", shown.enrolmentId, `${shown.receiptNumber}.pdf`);
    payments.push({ ...shown, receipt: await add(storedName, entry) });
  }
  const document = {
    request: {
      email: request.email,
      request: request.request,
      note: request.note,
      confirmedAt: request.createdAt,
      dueOn: request.dueOn,
    },
    email: held.email,
    leads,
    account: held.account,
    payments,
    mails: held.mails,
    visits: text.visits,
  };
  entries["data.json"] = new TextEncoder().encode(`${JSON.stringify(document, null, 2)}\n`);
  return zipSync(entries, { mtime: new Date(request.createdAt) });
}
