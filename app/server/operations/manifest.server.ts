import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FolderName, FolderSummary } from "./data-files.server";
import { OperationError } from "./operation-error.server";

/** Names inside a backup folder. */
export const BACKUP_FILES = {
  manifest: "manifest.json",
  sqlite: "app.db",
  pgDump: "database.dump",
  sessionSecret: "session-secret",
} as const;

export type ManifestFormat = 1 | 2 | 3;

/** The format `npm run backup` writes. */
export const MANIFEST_FORMAT: ManifestFormat = 3;

/** What `npm run backup` wrote, so `npm run restore` can check the copy before using it. */
export interface BackupManifest {
  /**
   * 3: the site's media folder is carried too; 2: the manifest carries its own checksum; 1 (older
   * backups): it does not.
   */
  format: ManifestFormat;
  createdAt: string;
  database:
    | { dialect: "sqlite"; file: string; bytes: number; sha256: string; rows: Record<string, number> }
    /** `file` is null when pg_dump was not on PATH and the operator was told to run it. */
    | { dialect: "postgres"; file: string | null };
  /** Every folder of `dataFolders` whose `since` is at most `format`. */
  folders: Partial<Record<FolderName, FolderSummary>>;
  sessionSecret: boolean;
}

/** The database file a backup of each dialect holds: the only name its manifest may give. */
const DATABASE_FILES = { sqlite: BACKUP_FILES.sqlite, postgres: BACKUP_FILES.pgDump } as const;

// The checksum finds a damaged or hand-edited manifest. It is no signature: whoever can write the
// backup folder can write a matching one, so backups are kept where only the site's user can write.
const checksum = (manifest: BackupManifest) =>
  createHash("sha256").update(JSON.stringify(manifest)).digest("hex");

/** Writes the manifest with the sha256 of its content after it. */
export async function writeManifest(folder: string, manifest: BackupManifest) {
  const written = { ...manifest, manifestSha256: checksum(manifest) };
  await writeFile(path.join(folder, BACKUP_FILES.manifest), `${JSON.stringify(written, null, 2)}\n`);
}

/**
 * Reads a backup's manifest and checks it against its own checksum and the names a backup uses, or
 * says in one line why the folder is not a backup that can be restored.
 */
export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, BACKUP_FILES.manifest), "utf8");
  } catch {
    throw new OperationError(`Not a backup folder: ${folder} has no ${BACKUP_FILES.manifest}.`);
  }
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
  // Format 1 backups, written before manifests had a checksum, stay restorable: the names, the
  // database file's own sha256 and its rows are still checked below and by restore.
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
