import { mkdir, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Fields, MediaField } from "~/lib/content-fields/types";
import { walkFields } from "~/lib/content-fields/walk";
import type { Actor } from "../audit/audit.server";
import type { Config } from "../config.server";
import type { Database } from "../db/schema.server";
import { type FileField, megabytes, type ReceivedPart } from "../http/multipart.server";
import { newId, nowIso } from "../ids.server";
import { syncDirectory } from "../uploads/receive-upload.server";

/** Pictures are re-encoded as WebP, so nothing an admin sent is served as it came. */
export const mediaDir = (dataDir: string) => path.join(dataDir, "site-media");

const MEDIA_NAME = /[0-9a-f-]{36}\.(webp|mp4|webm|vtt)/;

export const MEDIA_FILE = new RegExp(`^${MEDIA_NAME.source}$`);

export const mediaReferences = (text: string) =>
  [...text.matchAll(new RegExp(`/media/(${MEDIA_NAME.source})`, "g"))].map((match) => match[1] as string);

export const MEDIA_TYPES: Record<string, string> = {
  webp: "image/webp",
  mp4: "video/mp4",
  webm: "video/webm",
  vtt: "text/vtt; charset=utf-8",
};

const CAPTIONS_MAX_BYTES = 512 * 1024;

type SizeLimits = Pick<Config, "MAX_UPLOAD_MB" | "MAX_VIDEO_MB">;

const maxBytesOf = (field: MediaField, config: SizeLimits) =>
  field.media === "image"
    ? config.MAX_UPLOAD_MB * 1024 * 1024
    : field.media === "video"
      ? config.MAX_VIDEO_MB * 1024 * 1024
      : CAPTIONS_MAX_BYTES;

/** One new file in each of an area's media fields (a photo for every person in one save). */
export function mediaUploadField(config: SizeLimits & Pick<Config, "DATA_DIR">, fields: Fields): FileField {
  const media = [...walkFields(fields, undefined)].flatMap(({ field }) =>
    field.kind === "media" ? [field] : [],
  );
  return {
    name: (field) => field.endsWith(".file"),
    dir: mediaDir(config.DATA_DIR),
    maxBytes: Math.max(...media.map((field) => maxBytesOf(field, config))),
    maxFiles: media.length,
  };
}

const WHAT: Record<MediaField["media"], string> = {
  image: "A picture",
  video: "A video",
  captions: "Captions",
};

export function tooLargeFor(field: MediaField, config: SizeLimits) {
  const details = `${WHAT[field.media]} may be at most ${megabytes(maxBytesOf(field, config))} MB.`;
  return { ok: false, status: 413, details } as const;
}

/** The upload itself is removed either way. */
export async function keepMedia(
  db: Kysely<Database>,
  config: Pick<Config, "DATA_DIR" | "MAX_UPLOAD_MB" | "MAX_VIDEO_MB">,
  part: ReceivedPart,
  field: MediaField,
  actor: Actor,
) {
  const dir = mediaDir(config.DATA_DIR);
  const id = newId();
  try {
    const kept = await convert(part, field, config, path.join(dir, id));
    if (!kept.ok) return kept;
    const storedName = `${id}.${kept.ext}`;
    await syncDirectory(dir);
    await db
      .insertInto("media_files")
      .values({
        id,
        kind: field.media,
        stored_name: storedName,
        content_type: MEDIA_TYPES[kept.ext] ?? "application/octet-stream",
        size: kept.size,
        sha256: part.sha256,
        original_name: part.originalName,
        uploaded_by: actor.id,
        created_at: nowIso(),
      })
      .execute();
    return { ok: true, src: `/media/${storedName}` } as const;
  } finally {
    await unlink(part.path).catch(() => {});
  }
}

async function convert(part: ReceivedPart, field: MediaField, config: SizeLimits, target: string) {
  if (part.size > maxBytesOf(field, config)) return tooLargeFor(field, config);
  if (field.media === "image") return picture(part.path, field, target);
  if (field.media === "video") {
    const { fileTypeFromFile } = await import("file-type");
    const detected = await fileTypeFromFile(part.path);
    const ext = detected?.mime === "video/mp4" ? "mp4" : detected?.mime === "video/webm" ? "webm" : null;
    if (!ext) return { ok: false, status: 415, details: "Choose an MP4 or WebM video." } as const;
    await placeFile(part.path, `${target}.${ext}`);
    return { ok: true, ext, size: part.size } as const;
  }
  if (!isWebVtt(await readFile(part.path)))
    return { ok: false, status: 415, details: "Choose a WebVTT captions file (.vtt)." } as const;
  await placeFile(part.path, `${target}.vtt`);
  return { ok: true, ext: "vtt", size: part.size } as const;
}

async function placeFile(from: string, to: string) {
  await mkdir(path.dirname(to), { recursive: true });
  await rename(from, to);
}

function isWebVtt(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  if (!/^\uFEFF?WEBVTT(?:[ \t][^\n]*)?\r?\n/.test(text)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

async function picture(source: string, field: MediaField, target: string) {
  const refused = { ok: false, status: 415, details: "Choose a PNG, JPEG or WebP picture." } as const;
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(source, { limitInputPixels: 40_000_000, failOn: "error" });
    const { format } = await image.metadata();
    if (format !== "jpeg" && format !== "png" && format !== "webp") return refused;
    const box = field.box ?? { width: 1280, height: 1280 };
    await mkdir(path.dirname(target), { recursive: true });
    const written = await image
      .rotate()
      .resize(box.width, box.height, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(`${target}.webp.part`);
    await rename(`${target}.webp.part`, `${target}.webp`);
    return { ok: true, ext: "webp", size: written.size } as const;
  } catch {
    await unlink(`${target}.webp.part`).catch(() => {});
    return refused;
  }
}
