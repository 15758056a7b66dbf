import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
} from "kysely";
import type PG from "pg";
import { isDatabaseUnavailable, storageFault } from "./errors.server";
import type { Database, Dialect, TableName } from "./schema.server";
import { foldCase } from "./search.server";
import SQLite, { type SqliteDatabase } from "./sqlite-driver.server";

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
}

/** Opens the database named by a `file:` or `postgres://` URL. Nothing is created until first use. */
export function openDatabase(url: string): AppDatabase {
  const file = sqliteFile(url);
  if (file !== null) {
    const db = new Kysely<Database>({ dialect: new ImmediateTransactions(openSqliteFile(file)) });
    return { dialect: "sqlite", db };
  }
  // Loaded only here: a site on SQLite, the default, never needs the driver.
  const pg = createRequire(import.meta.url)("pg") as typeof PG;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    types: { getTypeParser: typeParsers(pg) },
  });
  // An idle connection the server drops is reported here, and unheard would end the process;
  // the pool already replaces it.
  pool.on("error", () => {});
  // The same for a connection that dies mid-query: the query fails on its own.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { dialect: "postgres", db };
}

/** Null for PostgreSQL. `file::memory:` is SQLite's in-memory database, not a file ":memory:". */
export function sqliteFile(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  const name = url.slice("file:".length);
  return name === IN_MEMORY ? name : path.resolve(name);
}

const IN_MEMORY = ":memory:";

/**
 * A plain BEGIN takes the write lock only at the first write, and fails at once with SQLITE_BUSY if
 * another connection wrote meanwhile; BEGIN IMMEDIATE waits for it. That wait blocks the worker, so
 * once one wait was in vain, writes wait only BUSY_TIMEOUT_WHILE_LOCKED_MS until one gets the lock.
 * ROLLBACK only while a transaction is open: SQLite ends some itself, and the failing ROLLBACK would
 * hide their error.
 */
class ImmediateTransactions extends SqliteDialect {
  readonly #database: SqliteDatabase;
  constructor(database: SqliteDatabase) {
    super({ database });
    this.#database = database;
  }
  override createDriver(): Driver {
    const database = this.#database;
    let lockKept = false;
    const setBusyTimeout = (ms: number) => database.pragma(`busy_timeout = ${ms}`);
    return new (class extends SqliteDriver {
      override async acquireConnection(): Promise<DatabaseConnection> {
        const connection = await super.acquireConnection();
        return {
          async executeQuery<R>(query: CompiledQuery) {
            try {
              const result = await connection.executeQuery<R>(query);
              if (lockKept && takesWriteLock(query)) {
                lockKept = false;
                setBusyTimeout(SQLITE_BUSY_TIMEOUT_MS);
              }
              return result;
            } catch (error) {
              if (!lockKept && storageFault(error)?.kind === "busy") {
                lockKept = true;
                setBusyTimeout(BUSY_TIMEOUT_WHILE_LOCKED_MS);
              }
              throw error;
            }
          },
          streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
        };
      }
      override async beginTransaction(connection: DatabaseConnection) {
        await connection.executeQuery(CompiledQuery.raw(BEGIN_IMMEDIATE));
      }
      override async rollbackTransaction(connection: DatabaseConnection) {
        if (database.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database });
  }
}

const BEGIN_IMMEDIATE = "begin immediate";

const takesWriteLock = (query: CompiledQuery) =>
  query.sql === BEGIN_IMMEDIATE ||
  ["InsertQueryNode", "UpdateQueryNode", "DeleteQueryNode"].includes(query.query.kind);

export function openSqliteFile(file: string): SqliteDatabase {
  if (file !== IN_MEMORY) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  // synchronous=FULL: better-sqlite3 leaves NORMAL under WAL, where a commit can be lost on power loss.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  database.function("unicode_fold", { deterministic: true }, (value) =>
    typeof value === "string" ? foldCase(value) : value,
  );
  return database;
}

/** Another worker holds the lock for milliseconds; longer, a 503 beats a worker asleep in the wait. */
export const SQLITE_BUSY_TIMEOUT_MS = 2_000;
/** How long a write waits while this process knows another keeps the lock (see ImmediateTransactions). */
const BUSY_TIMEOUT_WHILE_LOCKED_MS = 100;

const TIMESTAMPTZ = 1184;
const INT8 = 20;

// Timestamps come back as ISO strings and counts as numbers, as they do from SQLite, so the
// rest of the code never branches on the engine.
const typeParsers = (pg: typeof PG) => (oid: number, format?: "text" | "binary") => {
  if (oid === TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
  if (oid === INT8) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
};

/** Read from the database, so operations never keep a second list that could fall behind. */
export async function tableNames(db: Kysely<Database>): Promise<TableName[]> {
  const tables = await db.introspection.getTables();
  // SQLite's search indexes are kept by triggers: never copied or counted as data of their own.
  return tables
    .filter((table) => !table.isView && !/^(users|leads)_search($|_)/.test(table.name))
    .map((table) => table.name as TableName)
    .sort();
}

/** One statement: one round trip to PostgreSQL, not one a table. */
export async function rowCounts(db: Kysely<Database>, tables: TableName[]): Promise<Record<string, number>> {
  const [first, ...rest] = tables.map((table) =>
    db.selectFrom(table).select((eb) => [sql.lit(table).as("table"), eb.fn.countAll().as("count")]),
  );
  if (!first) return {};
  const rows = await rest.reduce((query, next) => query.unionAll(next), first).execute();
  return Object.fromEntries(rows.map((row) => [String(row.table), Number(row.count)]));
}

/** The two calls made of the logger, so db imports nothing above it (pino's Logger fits). */
type WaitLog = Record<"info" | "warn", (details: object, message: string) => void>;

const FIRST_DELAY_MS = 250;
/** Bounds the wait between attempts, so the site starts within seconds of the database. */
const MAX_DELAY_MS = 5_000;

/** No user, no password: what a log may say. */
export function databaseAddress(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname || "localhost"}:${port || "5432"}`;
}

/** An error that is not an outage (a wrong password) is thrown at once; false when `signal` ends the wait. */
export async function waitForDatabase(
  db: Kysely<Database>,
  address: string,
  log: WaitLog,
  signal: AbortSignal,
): Promise<boolean> {
  for (let attempt = 1, delay = FIRST_DELAY_MS; ; attempt += 1, delay = Math.min(2 * delay, MAX_DELAY_MS)) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 1)
        log.info({ database: address, attempts: attempt }, `the database at ${address} answers`);
      return true;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(
        { database: address, attempt, retryInMs: delay, reason },
        `waiting for the database at ${address} (${reason}); trying again in ${delay} ms`,
      );
      const waited = await sleep(delay, true, { signal }).catch(() => false);
      if (!waited) return false;
    }
  }
}
