import { createHash } from "node:crypto";
import { createReadStream, type Dirent } from "node:fs";
import { cp, lstat, readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { avatarDir } from "../accounts/avatars.server";
import type { Config } from "../config.server";
import { mediaDir } from "../content/media.server";

/** A refusal the operator can act on: printed as one line, exit code 1, no stack. */
export class OperationError extends Error {
  override name = "OperationError";
}

/** `since`: the manifest format that first carried the folder; an older backup has none of it. */
export function dataFolders(config: Config) {
  return [
    { name: "uploads", dir: config.UPLOADS_DIR, since: 1 },
    { name: "user-images", dir: avatarDir(config.DATA_DIR), since: 1 },
    { name: "site-media", dir: mediaDir(config.DATA_DIR), since: 3 },
  ] as const;
}

export type FolderName = ReturnType<typeof dataFolders>[number]["name"];

export interface FolderSummary {
  files: number;
  bytes: number;
}

/**
 * Anything but files and folders (a link above all, which could lead the copy elsewhere) stops the
 * copy. The folder itself may be a link (uploads on another disk): it is read where it points.
 */
export async function copyFolder(from: string, to: string): Promise<FolderSummary> {
  if (!(await exists(from))) return { files: 0, bytes: 0 };
  const source = await realpath(from);
  const refused: string[] = [];
  await cp(source, to, {
    recursive: true,
    filter: async (item) => {
      if (path.basename(item) === ".incoming") return false;
      const info = await lstat(item);
      if (info.isFile() || info.isDirectory()) return true;
      refused.push(`${path.join(from, path.relative(source, item))} is ${kindOf(info)}`);
      return false;
    },
  });
  if (refused.length > 0) {
    throw new OperationError(
      `${refused[0]}: the data folders hold only files and folders, and a copy takes no links. Remove it, or put the file it stands for in its place, and run again.`,
    );
  }
  const { files, bytes } = await contents(to);
  return { files, bytes };
}

/** Links are never followed, the folder itself included. */
export async function contents(dir: string) {
  const root = await lstat(dir).catch(() => null);
  if (root === null) return { files: 0, bytes: 0, others: [] };
  if (!root.isDirectory()) return { files: 0, bytes: 0, others: [{ path: ".", kind: kindOf(root) }] };
  let files = 0;
  let bytes = 0;
  // Symbolic links, pipes, devices, relative to the folder ("." for the folder itself).
  const others: { path: string; kind: string }[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const item = path.join(entry.parentPath, entry.name);
    if (!entry.isFile()) {
      others.push({ path: path.relative(dir, item), kind: kindOf(entry) });
      continue;
    }
    files++;
    bytes += (await lstat(item)).size;
  }
  return { files, bytes, others };
}

const kindOf = (entry: Dirent | Awaited<ReturnType<typeof lstat>>) =>
  entry.isSymbolicLink() ? "a symbolic link" : "neither a file nor a folder";

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
