import { spawnSync } from "node:child_process";
import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Kysely, SqliteDialect } from "kysely";
import { opensSealedKeys } from "../auth/totp.server";
import { type Config, sessionSecretFile } from "../config.server";
import { openDatabase, openSqliteFile, rowCounts, sqliteFile, tableNames } from "../db/database.server";
import type { Database } from "../db/schema.server";
import SQLite from "../db/sqlite-driver.server";
import { copyFolder, dataFolders, exists, OperationError, sha256File } from "./data-files.server";
import { BACKUP_FILES, type BackupManifest, MANIFEST_FORMAT, writeManifest } from "./manifest.server";

/**
 * Written into a hidden `.partial` folder renamed only when complete. The database is copied before
 * the files: files are in place before their rows commit, so every copied row has its file.
 */
export async function backup(config: Config, parent: string, now = new Date()) {
  const name = now.toISOString().replace(/[:.]/g, "-");
  const folder = path.resolve(parent, name);
  const partial = path.resolve(parent, `.${name}.partial`);
  if (await exists(folder)) throw new OperationError(`The backup folder ${folder} already exists.`);
  // Holds password hashes and the session secret.
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const file = sqliteFile(config.DATABASE_URL);
    let pgDumpCommand: string | undefined;
    let database: BackupManifest["database"];
    if (file !== null) database = await copySqlite(file, path.join(partial, BACKUP_FILES.sqlite));
    else ({ database, pgDumpCommand } = await dumpPostgres(config.DATABASE_URL, partial, folder));

    const folders: BackupManifest["folders"] = {};
    for (const { name: folderName, dir } of dataFolders(config))
      folders[folderName] = await copyFolder(dir, path.join(partial, folderName));
    // Sessions survive a restore only with the same secret, and a generated one exists nowhere else.
    const secret = sessionSecretFile(config.DATA_DIR);
    const sessionSecret = await exists(secret);
    if (sessionSecret) await copyFile(secret, path.join(partial, BACKUP_FILES.sessionSecret));

    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      createdAt: now.toISOString(),
      database,
      folders,
      sessionSecret,
    };
    await writeManifest(partial, manifest);
    await rename(partial, folder);
    return { folder, manifest, pgDumpCommand, secretIsSite: await secretIsSite(config) };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** One step for the whole file: under WAL, a step restarts whenever another process writes. */
async function copySqlite(file: string, copy: string): Promise<BackupManifest["database"]> {
  if (!(await exists(file))) throw new OperationError(`No database file at ${file}.`);
  const source = openSqliteFile(file);
  try {
    await source.backup(copy, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const rows = await checkSqliteCopy(copy);
  return {
    dialect: "sqlite",
    file: BACKUP_FILES.sqlite,
    bytes: (await stat(copy)).size,
    sha256: await sha256File(copy),
    rows,
  };
}

/** Switches the copy to a rollback journal, so there is no -wal file to lose. */
export async function checkSqliteCopy(
  copy: string,
  { readonly = false } = {},
): Promise<Record<string, number>> {
  const database = new SQLite(copy, { fileMustExist: true, readonly });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  try {
    if (!readonly) database.pragma("journal_mode = DELETE");
    const result = database.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new OperationError(`The database copy is damaged: ${String(result)}`);
    return await rowCounts(db, await tableNames(db));
  } catch (error) {
    if (error instanceof OperationError) throw error;
    throw new OperationError(`The database copy is damaged: ${(error as Error).message}`);
  } finally {
    await db.destroy();
  }
}

/** Without pg_dump on PATH, the operator gets the exact command to run. */
async function dumpPostgres(url: string, partial: string, folder: string) {
  const dump = path.join(partial, BACKUP_FILES.pgDump);
  const { args, env } = pgDumpInvocation(url, dump);
  const result = spawnSync("pg_dump", args, { env, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
    return {
      database: { dialect: "postgres", file: null } as const,
      pgDumpCommand: pgDumpCommand(path.join(folder, BACKUP_FILES.pgDump)),
    };
  }
  if (result.status !== 0)
    throw new OperationError(
      `pg_dump failed: ${(result.stderr || String(result.error)).trim().split("\n")[0]}`,
    );
  const database = {
    dialect: "postgres",
    file: BACKUP_FILES.pgDump,
    bytes: (await stat(dump)).size,
    sha256: await sha256File(dump),
  } as const;
  return { database };
}

/**
 * Whether the secret this process has is the site's; null when nothing tells. A shell's
 * SESSION_SECRET, or a secret file the site ignores for its own, would restore nothing.
 */
async function secretIsSite(config: Config): Promise<boolean | null> {
  if (!config.SESSION_SECRET) return null;
  const { db } = openDatabase(config.DATABASE_URL);
  try {
    return await opensSealedKeys(db, config.SESSION_SECRET);
  } finally {
    await db.destroy();
  }
}

/** The password goes in PGPASSWORD: any local user can read a process's arguments, not its environment. */
export function pgDumpInvocation(url: string, file: string, env: NodeJS.ProcessEnv = process.env) {
  const { dbname, password } = splitPassword(url);
  return {
    args: ["--format=custom", "--no-owner", `--file=${file}`, `--dbname=${dbname}`],
    env: password === null ? env : { ...env, PGPASSWORD: password },
  };
}

/** For when pg_dump is not on PATH. */
export const pgDumpCommand = (file: string) =>
  `pg_dump --format=custom --no-owner ${shellWord(`--file=${file}`)} --dbname="$DATABASE_URL"`;

/** Restore prints it rather than running it. */
export const pgRestoreCommand = (file: string) =>
  `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${shellWord(file)}`;

const shellWord = (word: string) =>
  /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;

const unsplittable = "DATABASE_URL is not an address pg_dump can be given without its password.";

// libpq takes the password from the address (percent-decoded) or from a password= parameter, which
// wins; PGPASSWORD is read as it is.
function splitPassword(url: string): { dbname: string; password: string | null } {
  if (!URL.canParse(url)) throw new OperationError(unsplittable);
  const parsed = new URL(url);
  const parameters = parsed.search.slice(1).split("&");
  const fromQuery = parameters.filter((parameter) => parameter.startsWith("password=")).at(-1);
  const encoded = fromQuery?.slice("password=".length) ?? parsed.password;
  if (encoded === "") return { dbname: url, password: null };
  parsed.password = "";
  const rest = parameters.filter((parameter) => !parameter.startsWith("password="));
  parsed.search = rest.join("&");
  try {
    return { dbname: parsed.href, password: decodeURIComponent(encoded) };
  } catch {
    throw new OperationError(unsplittable);
  }
}
