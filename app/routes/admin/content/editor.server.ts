import { unlink } from "node:fs/promises";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { adminContentPages } from "~/content/pages/admin-content";
import { type AreaKey, contentAreas } from "~/content/site-content";
import { documentFromForm } from "~/lib/content-fields/form-data";
import type { Fields, MediaField } from "~/lib/content-fields/types";
import { fieldName, walkFields } from "~/lib/content-fields/walk";
import { type Actor, actorOf } from "~/server/audit/audit.server";
import { csrfOf } from "~/server/auth/guards.server";
import type { SignedIn } from "~/server/auth/sessions.server";
import { keepMedia, mediaUploadField, tooLargeFor } from "~/server/content/media.server";
import {
  areaEditor,
  checkArea,
  publishDraft,
  publishProblems,
  restoreVersion,
  saveDraft,
  storedProblems,
} from "~/server/content/store.server";
import { readForm, refuse } from "~/server/http/form.server";
import type { ReceivedPart } from "~/server/http/multipart.server";
import { fail } from "~/server/http/respond.server";

type RequestContext = Readonly<RouterContextProvider>;

const text = adminContentPages.editor;

/** Answers the area as it is now: the loader's re-read can wait behind this worker re-rendering. */
async function changed(context: RequestContext, key: AreaKey, message: string, id: number) {
  return data({ ok: true as const, message, id: String(id), area: await areaEditor(context.db, key) });
}

const pathOf = (input: string) => input.replace(/\.file$/, "");

function mediaFieldAt(fields: Fields, path: string): MediaField | null {
  for (const entry of walkFields(fields, undefined))
    if (entry.path === path && entry.field.kind === "media") return entry.field;
  return null;
}

// A refused form comes back as sent, with the files that passed kept; files never saved are left to
// the unused files' clean-up.
export async function editArea(request: Request, context: RequestContext, key: AreaKey, admin: SignedIn) {
  const actor = actorOf(admin.user);
  const area = contentAreas[key];
  const read = await readForm(request, z.record(z.string(), z.unknown()), {
    file: mediaUploadField(context.config, area.fields),
    authorize: csrfOf(request, admin),
  });
  if (!read.ok) return refuse(text.failed, read);
  const { values, parts, oversized } = read;
  const dropParts = () => Promise.all(parts.map((part) => unlink(part.path).catch(() => {})));
  const revision = Number(values.revision);
  if (!Number.isInteger(revision) || revision < 0) {
    await dropParts();
    return fail(400, text.failed, text.missingRevision);
  }

  if (values.intent === "restore") {
    await dropParts();
    const version = Number(values.version);
    const restored = await restoreVersion(context.db, key, version, revision, actor, context.config);
    if (!restored.ok)
      return restored.code === "stale" ? fail(409, text.stale) : fail(404, text.unknownVersion);
    await context.site.refresh();
    return changed(context, key, text.restored(version, restored.version), restored.version);
  }

  if (parts.some((part) => !mediaFieldAt(area.fields, pathOf(part.field)))) {
    await dropParts();
    return refuse(text.failed, { status: 400, details: text.foreignFile }, values);
  }
  const publishing = values.intent === "publish";
  const files = await keepFiles(context, area.fields, values, { parts, oversized }, actor);
  if (!files.ok) return refuse(text.failed, files, values);

  const settled = checkArea(key, documentFromForm(area.fields, values));
  const stored = settled.ok ? await storedProblems(context.db, key, settled.value) : null;
  const checked = stored ? { ok: false as const, fields: stored } : settled;
  const refuseFields = (message: string, fields: Record<string, string>) =>
    refuse(message, { status: 400, details: Object.values(fields).join(" "), fields }, values);
  if (!checked.ok) return refuseFields(text.failed, checked.fields);
  const problems = publishing ? publishProblems(key, checked.value) : null;
  if (problems) return refuseFields(text.notPublished, problems);
  const saved = await saveDraft(context.db, key, checked.value, revision, actor);
  if (!saved.ok) return refuse(text.stale, { status: 409 }, values);
  if (!publishing) return changed(context, key, text.saved, saved.revision);
  const published = await publishDraft(context.db, key, saved.revision, actor, context.config);
  if (!published.ok) return published.code === "stale" ? fail(409, text.stale) : fail(400, text.notPublished);
  await context.site.refresh();
  return changed(context, key, text.published(published.version), published.version);
}

/** Every file is checked, so a refusal names each one refused; a kept file's address goes into `values`. */
async function keepFiles(
  context: RequestContext,
  fields: Fields,
  values: Record<string, unknown>,
  { parts, oversized }: { parts: ReceivedPart[]; oversized: string[] },
  actor: Actor,
): Promise<{ ok: true } | { ok: false; status: 413 | 415; details: string; fields: Record<string, string> }> {
  const refused: Record<string, string> = {};
  let status: 413 | 415 = 413;
  for (const input of oversized) {
    const path = pathOf(input);
    const field = mediaFieldAt(fields, path);
    if (field) refused[path] = tooLargeFor(field, context.config).details;
  }
  for (const part of parts) {
    const path = pathOf(part.field);
    const field = mediaFieldAt(fields, path) as MediaField;
    const kept = await keepMedia(context.db, context.config, part, field, actor);
    if (!kept.ok) {
      refused[path] = kept.details;
      if (kept.status === 415) status = 415;
      continue;
    }
    values[`${path}.src`] = kept.src;
  }
  // In the order of the form, whichever way the files came.
  const paths = [...walkFields(fields, undefined)].map(({ path }) => path).filter((path) => path in refused);
  if (paths.length === 0) return { ok: true };
  const document = documentFromForm(fields, values);
  const details = paths.map((path) =>
    text.fileRefused(fieldName(fields, document, path), refused[path] ?? ""),
  );
  return { ok: false, status, details: details.join(" "), fields: refused };
}
