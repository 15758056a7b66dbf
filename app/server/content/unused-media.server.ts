import { lstat, readdir, unlink } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { type Actor, recordAudit } from "../admin/audit.server";
import type { Database } from "../db/schema.server";
import { MEDIA_FILE, mediaDir, mediaReferences } from "./media.server";

/**
 * An editor's request keeps its uploaded file and then saves the draft that names it; until then
 * nothing names the file. Requests end within minutes (the server's request timeout); an hour
 * leaves room for the clocks of several instances sharing DATA_DIR. A younger file is never deleted.
 */
export const RECENT_MEDIA_MS = 60 * 60 * 1000;

export interface UnusedMedia {
  /** Files older than RECENT_MEDIA_MS that no draft and no published version names. */
  files: { name: string; bytes: number }[];
  bytes: number;
  /** Files younger than that which nothing names yet: kept, a save may be about to name them. */
  recent: number;
}

/**
 * The files the content uses: every area's draft, and every published version, not only the live
 * one. Any version can be restored (decision 031), and a restore must bring back its files, not
 * 404s. The stored JSON is searched as text, not read through the area's fields, so a version the
 * fields no longer accept still keeps its files.
 */
async function mediaInUse(db: Kysely<Database>): Promise<Set<string>> {
  const [drafts, versions] = await Promise.all([
    db.selectFrom("content_areas").select("draft as json").execute(),
    db.selectFrom("content_versions").select("document as json").execute(),
  ]);
  return new Set([...drafts, ...versions].flatMap((row) => mediaReferences(row.json)));
}

/** The uploaded files nothing uses, with their sizes, and how many recent ones are kept. */
export async function findUnusedMedia(
  db: Kysely<Database>,
  dataDir: string,
  now = Date.now(),
): Promise<UnusedMedia> {
  const dir = mediaDir(dataDir);
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  // The files are listed before the content is read: a save that names one of them meanwhile is seen.
  const stored: { name: string; bytes: number; mtimeMs: number }[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !MEDIA_FILE.test(entry.name)) continue;
    const info = await lstat(path.join(dir, entry.name)).catch(() => null);
    if (info) stored.push({ name: entry.name, bytes: info.size, mtimeMs: info.mtimeMs });
  }
  const used = await mediaInUse(db);
  const unused = stored.filter((file) => !used.has(file.name));
  const files = unused
    .filter((file) => now - file.mtimeMs >= RECENT_MEDIA_MS)
    .map(({ name, bytes }) => ({ name, bytes }));
  return {
    files,
    bytes: bytesOf(files),
    recent: unused.length - files.length,
  };
}

/** Rows deleted per statement: far below either database's limit on bound values. */
const ROWS_PER_DELETE = 500;

/**
 * Deletes the uploaded files nothing uses (`findUnusedMedia`) with their rows, and audits what went,
 * even when a deletion fails part way. A file another admin deleted first is not counted.
 */
export async function deleteUnusedMedia(
  db: Kysely<Database>,
  dataDir: string,
  actor: Actor,
  now = Date.now(),
): Promise<{ files: number; bytes: number }> {
  const { files } = await findUnusedMedia(db, dataDir, now);
  const removed: { name: string; bytes: number }[] = [];
  try {
    for (const file of files) {
      try {
        await unlink(path.join(mediaDir(dataDir), file.name));
        removed.push(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  } finally {
    await db.transaction().execute(async (trx) => {
      const names = removed.map((file) => file.name);
      for (let start = 0; start < names.length; start += ROWS_PER_DELETE) {
        await trx
          .deleteFrom("media_files")
          .where("stored_name", "in", names.slice(start, start + ROWS_PER_DELETE))
          .execute();
      }
      await recordAudit(trx, actor, {
        action: "content.media-deleted",
        targetType: "media",
        targetId: null,
        details: { files: removed.length, bytes: bytesOf(removed), names },
      });
    });
  }
  return { files: removed.length, bytes: bytesOf(removed) };
}

const bytesOf = (files: { bytes: number }[]) => files.reduce((sum, file) => sum + file.bytes, 0);
