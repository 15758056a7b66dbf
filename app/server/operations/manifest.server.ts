import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FolderName, FolderSummary } from "./data-files.server";

/** Names inside a backup folder. */
export const BACKUP_FILES = {
  manifest: "manifest.json",
  sqlite: "app.db",
  pgDump: "database.dump",
  sessionSecret: "session-secret",
} as const;

/** What `npm run backup` wrote, so `npm run restore` can check the copy before using it. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database:
    | { dialect: "sqlite"; file: string; bytes: number; sha256: string; rows: Record<string, number> }
    /** `file` is null when pg_dump was not on PATH and the operator was told to run it. */
    | { dialect: "postgres"; file: string | null };
  folders: Record<FolderName, FolderSummary>;
  sessionSecret: boolean;
}

/** Reads a backup's manifest, or says in one line why the folder is not a backup. */
export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, BACKUP_FILES.manifest), "utf8");
  } catch {
    throw new OperationError(`Not a backup folder: ${folder} has no ${BACKUP_FILES.manifest}.`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new OperationError(`The backup's ${BACKUP_FILES.manifest} is not valid JSON.`);
  }
  if (manifest?.format !== 1 || !manifest.database || !manifest.folders) {
    throw new OperationError(`The backup's ${BACKUP_FILES.manifest} is not one this version can read.`);
  }
  return manifest;
}

/** A refusal the operator can act on: printed as one line, exit code 1, no stack. */
export class OperationError extends Error {
  override name = "OperationError";
}
