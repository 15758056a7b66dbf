import { lstat, readdir, unlink } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { type Actor, recordAudit } from "~/server/audit/audit.server";
import { MEDIA_FILE, mediaDir, mediaReferences } from "~/server/content/media.server";
import type { Database } from "~/server/db/schema.server";

/** A file is kept before the draft naming it is saved; an hour also allows for instances' clocks. */
export const RECENT_MEDIA_MS = 60 * 60 * 1000;

export async function findUnusedMedia(db: Kysely<Database>, dataDir: string, now = Date.now()) {
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
  // Every published version, since any can be restored; the JSON is searched as text, not as fields.
  const [drafts, versions] = await Promise.all([
    db.selectFrom("content_areas").select("draft as json").execute(),
    db.selectFrom("content_versions").select("document as json").execute(),
  ]);
  const used = new Set([...drafts, ...versions].flatMap((row) => mediaReferences(row.json)));
  const unused = stored.filter((file) => !used.has(file.name));
  const files = unused
    .filter((file) => now - file.mtimeMs >= RECENT_MEDIA_MS)
    .map(({ name, bytes }) => ({ name, bytes }));
  return { files, bytes: bytesOf(files), recent: unused.length - files.length };
}

const ROWS_PER_DELETE = 500;

/** Audits what went even when a deletion fails part way. */
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
