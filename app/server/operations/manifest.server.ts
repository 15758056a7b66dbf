import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type FolderName, type FolderSummary, OperationError } from "./data-files.server";

export const BACKUP_FILES = {
  manifest: "manifest.json",
  sqlite: "app.db",
  pgDump: "database.dump",
  sessionSecret: "session-secret",
} as const;

export const MANIFEST_FORMAT = 3;

export interface BackupManifest {
  /** 3: carries the media folder; 2: carries its own checksum; 1: neither. */
  format: 1 | 2 | 3;
  createdAt: string;
  database:
    | { dialect: "sqlite"; file: string; bytes: number; sha256: string; rows: Record<string, number> }
    /**
     * `file` is null when pg_dump was not on PATH and the operator was told to run it; `sha256` is
     * missing from backups made before it was recorded.
     */
    | { dialect: "postgres"; file: string | null; bytes?: number; sha256?: string };
  folders: Partial<Record<FolderName, FolderSummary>>;
  sessionSecret: boolean;
}

/** The only name a manifest may give for each dialect. */
const DATABASE_FILES = { sqlite: BACKUP_FILES.sqlite, postgres: BACKUP_FILES.pgDump } as const;

// No signature: whoever can write the backup folder can write a matching checksum.
const checksum = (manifest: BackupManifest) =>
  createHash("sha256").update(JSON.stringify(manifest)).digest("hex");

export async function writeManifest(folder: string, manifest: BackupManifest) {
  const written = { ...manifest, manifestSha256: checksum(manifest) };
  await writeFile(path.join(folder, BACKUP_FILES.manifest), `${JSON.stringify(written, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await readFile(path.join(folder, BACKUP_FILES.manifest), "utf8").catch(() => {
    throw new OperationError(`Not a backup folder: ${folder} has no ${BACKUP_FILES.manifest}.`);
  });
  let parsed: (BackupManifest & { manifestSha256?: unknown }) | null;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new OperationError(`The backup's ${BACKUP_FILES.manifest} is not valid JSON.`);
  }
  const format = (parsed as { format?: unknown } | null)?.format;
  if (
    (format !== 1 && format !== 2 && format !== 3) ||
    !parsed?.folders ||
    !Object.hasOwn(DATABASE_FILES, String(parsed.database?.dialect))
  ) {
    throw new OperationError(`The backup's ${BACKUP_FILES.manifest} is not one this version can read.`);
  }
  const { manifestSha256, ...manifest } = parsed;
  // Format 1 had no checksum; the database file's own sha256 and rows are still checked.
  if (format !== 1 && manifestSha256 !== checksum(manifest)) {
    throw new OperationError(
      `The backup's ${BACKUP_FILES.manifest} does not match its own checksum: it is damaged or was edited.`,
    );
  }
  const { dialect, file } = manifest.database;
  const expected = DATABASE_FILES[dialect];
  if (file !== expected && !(dialect === "postgres" && file === null)) {
    const inFolder = path.relative(folder, path.resolve(folder, String(file)));
    const outside = inFolder === ".." || inFolder.startsWith(`..${path.sep}`) || path.isAbsolute(inFolder);
    throw new OperationError(
      outside
        ? `The backup's ${BACKUP_FILES.manifest} names a database file outside the backup folder (${JSON.stringify(file)}).`
        : `The backup's ${BACKUP_FILES.manifest} names the database file ${JSON.stringify(file)}; a backup's ${dialect} database is ${expected}.`,
    );
  }
  return manifest;
}
