import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { cp, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { avatarDir } from "../accounts/avatars.server";
import type { Config } from "../config.server";

/** The folders of DATA_DIR a backup carries: uploaded files and profile pictures. */
export function dataFolders(config: Config) {
  return [
    { name: "uploads", dir: config.UPLOADS_DIR },
    { name: "user-images", dir: avatarDir(config.DATA_DIR) },
  ] as const;
}

export type FolderName = ReturnType<typeof dataFolders>[number]["name"];

export interface FolderSummary {
  files: number;
  bytes: number;
}

/**
 * Copies a folder without its `.incoming` part files (unfinished uploads are not data yet). Files
 * only ever appear by rename, so each one copied is complete.
 */
export async function copyFolder(from: string, to: string): Promise<FolderSummary> {
  if (!(await exists(from))) return { files: 0, bytes: 0 };
  await cp(from, to, { recursive: true, filter: (source) => path.basename(source) !== ".incoming" });
  return summarize(to);
}

/** Files and bytes under a folder (nothing when it does not exist). */
export async function summarize(dir: string): Promise<FolderSummary> {
  if (!(await exists(dir))) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}

export const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
