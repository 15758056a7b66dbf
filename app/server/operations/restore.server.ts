import { copyFile, lstat, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Config, sessionSecretFile } from "../config.server";
import { sqliteFile } from "../db/database.server";
import { checkSqliteCopy, pgRestoreCommand } from "./backup.server";
import { contents, copyFolder, dataFolders, exists, OperationError, sha256File } from "./data-files.server";
import { BACKUP_FILES, readManifest } from "./manifest.server";

/**
 * Everything is checked before anything changes; new things are copied beside their place and
 * renamed into it. With `force`, what is in the way is renamed to `<name>.before-restore-<time>`.
 */
export async function restore(config: Config, backupFolder: string, force: boolean) {
  const folder = path.resolve(backupFolder);
  const manifest = await readManifest(folder);
  const target = sqliteFile(config.DATABASE_URL);
  if (manifest.database.dialect === "sqlite" && target === null) {
    throw new OperationError(
      "This backup holds an SQLite database but DATABASE_URL is PostgreSQL: restore it into a file: URL, then use npm run migrate-data.",
    );
  }
  if (manifest.database.dialect === "postgres" && target !== null)
    throw new OperationError("This backup holds a PostgreSQL dump but DATABASE_URL is an SQLite file.");
  // The file checked is the file copied in: the one the manifest names.
  const { database } = manifest;
  let databaseCopy: string | null = null;
  if (database.dialect === "sqlite") {
    databaseCopy = await checkedFile(folder, database.file, database.sha256);
    const rows = await checkSqliteCopy(databaseCopy, { readonly: true });
    if (JSON.stringify(rows) !== JSON.stringify(database.rows))
      throw new OperationError("The backup's database rows do not match its manifest.");
  } else if (database.file !== null && database.sha256 !== undefined) {
    await checkedFile(folder, database.file, database.sha256);
  }
  const folders = dataFolders(config).filter((f) => f.since <= manifest.format);
  const notes = dataFolders(config)
    .filter((f) => f.since > manifest.format)
    .map(
      (f) =>
        `This backup was made before ${f.name} was part of backups: ${f.dir} is left as it is, so files the restored content links to may be missing.`,
    );
  for (const { name } of folders) {
    const found = await contents(path.join(folder, name));
    const [other] = found.others;
    if (other) {
      throw new OperationError(
        `The backup's ${path.join(name, other.path)} is ${other.kind}: a backup holds only files and folders. Nothing was restored.`,
      );
    }
    const expected = manifest.folders[name];
    if (found.files !== expected?.files || found.bytes !== expected.bytes) {
      throw new OperationError(
        `The backup's ${name} folder does not match its manifest (${found.files} files, ${expected?.files ?? 0} expected).`,
      );
    }
  }
  const restoredSecret = manifest.sessionSecret
    ? await readFile(path.join(folder, BACKUP_FILES.sessionSecret), "utf8").catch(() => {
        throw new OperationError(
          `The backup has no ${BACKUP_FILES.sessionSecret} file, which its manifest lists.`,
        );
      })
    : null;

  const places = [
    ...(target === null ? [] : [target, `${target}-wal`, `${target}-shm`]),
    ...folders.map((f) => f.dir),
  ];
  const present: string[] = [];
  for (const place of places) if (await exists(place)) present.push(place);
  if (present.length > 0 && !force) {
    throw new OperationError(
      `${present[0]} already exists: stop the site and run again with --force to move what is there aside.`,
    );
  }

  // Copy in beside the targets first, so a failure here changes nothing that was there.
  const staged: [from: string, to: string][] = [];
  try {
    if (target !== null && databaseCopy !== null) {
      await mkdir(path.dirname(target), { recursive: true });
      staged.push([`${target}.restoring`, target]);
      await copyFile(databaseCopy, `${target}.restoring`);
    }
    for (const { name, dir } of folders) {
      staged.push([`${dir}.restoring`, dir]);
      await rm(`${dir}.restoring`, { recursive: true, force: true });
      await mkdir(`${dir}.restoring`, { recursive: true });
      await copyFolder(path.join(folder, name), `${dir}.restoring`);
    }
  } catch (error) {
    for (const [from] of staged) await rm(from, { recursive: true, force: true });
    throw error;
  }

  const suffix = `.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  // Never deleted.
  const movedAside: string[] = [];
  const moveAside = async (item: string) => {
    await rename(item, `${item}${suffix}`);
    movedAside.push(`${item}${suffix}`);
  };
  // A stale WAL beside the restored file would be replayed into it.
  for (const item of present) await moveAside(item);
  for (const [from, to] of staged) await rename(from, to);

  if (restoredSecret !== null) {
    const secret = sessionSecretFile(config.DATA_DIR);
    // loadConfig generates a secret into a new DATA_DIR; a different one is kept aside, not lost.
    if ((await exists(secret)) && (await readFile(secret, "utf8")) !== restoredSecret)
      await moveAside(secret);
    await mkdir(config.DATA_DIR, { recursive: true });
    await writeFile(secret, restoredSecret, { mode: 0o600 });
  }

  const dump = database.dialect === "postgres" ? database.file : null;
  return {
    manifest,
    movedAside,
    // This command restores only files.
    pgRestoreCommand: dump ? pgRestoreCommand(path.join(folder, dump)) : undefined,
    notes,
  };
}

async function checkedFile(folder: string, file: string, sha256: string) {
  const copy = path.join(folder, file);
  const found = await lstat(copy).catch(() => null);
  if (found === null) throw new OperationError(`The backup has no database file ${file}.`);
  // A link could lead anywhere on the machine: only a file that is in the folder is restored.
  if (!found.isFile())
    throw new OperationError(`The backup's database file ${file} is a link or a folder, not a file.`);
  if ((await sha256File(copy)) !== sha256) {
    throw new OperationError(
      "The backup's database file does not match its manifest (sha256 differs): it is damaged.",
    );
  }
  return copy;
}
