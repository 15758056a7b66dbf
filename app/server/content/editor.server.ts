import { unlink } from "node:fs/promises";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { adminContentPages } from "~/content/pages/admin-content";
import { type AreaKey, contentAreas } from "~/content/site-content";
import {
  checkDocument,
  documentFromForm,
  type Fields,
  type MediaField,
  type MediaRef,
  valueAt,
  walkFields,
} from "~/lib/content-fields";
import { actorOf } from "../admin/audit.server";
import { csrfOf } from "../auth/guards.server";
import type { SignedIn } from "../auth/sessions.server";
import { readForm, refuse } from "../http/form.server";
import { fail, succeed } from "../http/respond.server";
import { dropMedia, keepMedia, mediaUploadField } from "./media.server";
import { publishDraft, publishProblems, restoreVersion, saveDraft } from "./store.server";

type RequestContext = Readonly<RouterContextProvider>;

const text = adminContentPages.editor;

const formSchema = z.record(z.string(), z.unknown());

/** The media field at a dotted path of an area, if there is one. */
function mediaFieldAt(fields: Fields, path: string): MediaField | null {
  for (const entry of walkFields(fields, undefined)) {
    if (entry.path === path && entry.field.kind === "media") return entry.field;
  }
  return null;
}

function setAt(document: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let current: Record<string, unknown> = document;
  for (const key of keys.slice(0, -1)) {
    const next = current[key];
    if (next === null || typeof next !== "object") current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  current[keys.at(-1) as string] = value;
}

const hasVideo = (fields: Fields) =>
  [...walkFields(fields, undefined)].some(({ field }) => field.kind === "media" && field.media === "video");

/**
 * An area editor's action (decision 031): "save" keeps the form as the draft, "publish" keeps it
 * and makes it live, "restore" puts an earlier version live again. A form made from an older
 * revision than the draft's is refused (409), as is anything invalid (400), a picture without its
 * text alternative on publish, and a file that is not what its field takes (413, 415); a refused
 * form leaves nothing behind, its file included.
 */
export async function editArea(request: Request, context: RequestContext, key: AreaKey, admin: SignedIn) {
  const actor = actorOf(admin.user);
  const area = contentAreas[key];
  const read = await readForm(request, formSchema, {
    file: mediaUploadField(context.config, hasVideo(area.fields)),
    authorize: csrfOf(request, admin),
  });
  if (!read.ok) return refuse(text.failed, read);
  const { values, part } = read;
  const revision = Number(values.revision);
  if (!Number.isInteger(revision) || revision < 0) {
    if (part) await unlink(part.path).catch(() => {});
    return fail(400, text.failed, text.missingRevision);
  }

  if (values.intent === "restore") {
    if (part) await unlink(part.path).catch(() => {});
    const version = Number(values.version);
    const restored = await restoreVersion(context.db, key, version, revision, actor);
    if (!restored.ok)
      return restored.code === "stale" ? fail(409, text.stale) : fail(404, text.unknownVersion);
    await context.site.refresh();
    return succeed(text.restored(version, restored.version), { id: String(restored.version) }, 200);
  }

  const publishing = values.intent === "publish";
  const document = documentFromForm(area.fields, values);
  let uploaded: string | null = null;
  if (part) {
    const path = part.field.replace(/\.file$/, "");
    const field = mediaFieldAt(area.fields, path);
    if (!field) {
      await unlink(part.path).catch(() => {});
      return refuse(text.failed, { status: 400, details: text.foreignFile }, values);
    }
    const kept = await keepMedia(context.db, context.config, part, field, actor);
    if (!kept.ok) return refuse(text.failed, { ...kept, fields: { [path]: kept.details } }, values);
    uploaded = kept.src;
    const current = valueAt(document, path) as Partial<MediaRef> | undefined;
    setAt(document, path, { src: kept.src, alt: current?.alt ?? "" });
  }
  const dropUpload = () =>
    uploaded ? dropMedia(context.db, context.config.DATA_DIR, uploaded) : Promise.resolve();

  const checked = checkDocument(area.fields, document);
  if (!checked.ok) {
    await dropUpload();
    const details = Object.values(checked.fields).join(" ");
    return refuse(text.failed, { status: 400, details, fields: checked.fields }, values);
  }
  if (publishing) {
    const problems = publishProblems(key, checked.value);
    if (problems) {
      await dropUpload();
      const details = Object.values(problems).join(" ");
      return refuse(text.notPublished, { status: 400, details, fields: problems }, values);
    }
  }
  const saved = await saveDraft(context.db, key, checked.value, revision, actor);
  if (!saved.ok) {
    await dropUpload();
    return refuse(text.stale, { status: 409 }, values);
  }
  if (!publishing) return succeed(text.saved, { id: String(saved.revision) }, 200);
  const published = await publishDraft(context.db, key, saved.revision, actor);
  if (!published.ok) return published.code === "stale" ? fail(409, text.stale) : fail(400, text.notPublished);
  await context.site.refresh();
  return succeed(text.published(published.version), { id: String(published.version) }, 200);
}
