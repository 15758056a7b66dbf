import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
} from "kysely";
import type PG from "pg";
import { storageFault } from "./errors.server";
import type { Database, Dialect } from "./schema.server";
import { foldCase } from "./search.server";

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
  // Loaded only here: a site on SQLite, the default, never needs the driver, and each process that
  // opens the database would otherwise load it at start.
  const pg = createRequire(import.meta.url)("pg") as typeof PG;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    types: { getTypeParser: typeParsers(pg) },
  });
  // An idle connection the server drops (a restart, a failover, an administrator ending it) is
  // reported on the pool; without a listener that event would end the process. The pool has
  // already discarded the connection and opens a new one when needed; requests that need the
  // database meanwhile fail on their own, and /readyz says so.
  pool.on("error", () => {});
  // The pool listens only to idle connections. One that dies while a query holds it reports on the
  // connection itself, and unheard that event too would end the process: the query fails on its
  // own, and the pool drops the broken connection when it comes back.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { dialect: "postgres", db };
}

/**
 * The SQLite file a `file:` URL names (relative to the working directory), or null for PostgreSQL.
 * `file::memory:` is SQLite's private in-memory database, not a file named ":memory:".
 */
export function sqliteFile(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  const name = url.slice("file:".length);
  return name === IN_MEMORY ? name : path.resolve(name);
}

const IN_MEMORY = ":memory:";

/**
 * Kysely begins SQLite transactions with a plain BEGIN, which takes the write lock only at the first
 * write. A transaction that reads first (every admin action checks its rows) then cannot get the
 * lock when another connection wrote in between (another worker's, a backup's): SQLite
 * answers SQLITE_BUSY at once, without waiting, and the request failed with a 500. BEGIN IMMEDIATE
 * takes the lock at the start, waiting for it as the busy timeout allows, so what the transaction
 * read stays true until it commits.
 *
 * That wait sleeps the whole worker (SQLite's busy handler runs on the event loop's thread). It
 * lasts while another process commits, which is one fsync (docs/decisions/039), or the busy
 * timeout when another process keeps the lock (a backup, an operator's shell). Once a write has
 * waited that long in vain, this process knows the lock is kept: the next writes wait only
 * BUSY_TIMEOUT_WHILE_LOCKED_MS, so they fail fast (503, decision 048) instead of each freezing the
 * worker again, until one gets the lock and the full timeout is back.
 *
 * SQLite ends a transaction itself on some errors (SQLITE_FULL at commit, among them). Kysely then
 * sends ROLLBACK all the same, which fails with "no transaction is active" and would be thrown in
 * place of the error that ended it: the rollback is sent only while a transaction is open.
 */
class ImmediateTransactions extends SqliteDialect {
  readonly #database: SQLite.Database;
  constructor(database: SQLite.Database) {
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

/** Whether a statement that succeeded held the write lock: BEGIN IMMEDIATE, or a write of its own. */
const takesWriteLock = (query: CompiledQuery) =>
  query.sql === BEGIN_IMMEDIATE ||
  ["InsertQueryNode", "UpdateQueryNode", "DeleteQueryNode"].includes(query.query.kind);

/**
 * Every SQLite connection of the application is opened here, so each one gets the same settings:
 * WAL for concurrent readers, synchronous=FULL so a committed answer survives power loss
 * (better-sqlite3 leaves NORMAL under WAL), enforced foreign keys, a busy timeout instead of
 * immediate SQLITE_BUSY errors when another process (a backup, a second instance) holds the lock.
 */
export function openSqliteFile(file: string): SQLite.Database {
  if (file !== IN_MEMORY) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  for (const pragma of SQLITE_PRAGMAS) database.pragma(pragma);
  database.function("unicode_fold", { deterministic: true }, (value) =>
    typeof value === "string" ? foldCase(value) : value,
  );
  return database;
}

/**
 * How long a write waits for the lock another connection holds. Another worker's transaction holds
 * it for milliseconds; a wait this long means a process keeps it, and the visitor is better told
 * (503) than kept waiting while the worker, asleep in the wait, answers nobody (decision 048).
 */
export const SQLITE_BUSY_TIMEOUT_MS = 2_000;
/** How long a write waits while this process knows another keeps the lock (see ImmediateTransactions). */
const BUSY_TIMEOUT_WHILE_LOCKED_MS = 100;

/** The settings of every SQLite connection (see openSqliteFile). */
const SQLITE_PRAGMAS = [
  "journal_mode = WAL",
  "synchronous = FULL",
  "foreign_keys = ON",
  `busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
] as const;

const TIMESTAMPTZ = 1184;
const INT8 = 20;

// Timestamps come back as ISO strings and counts as numbers, as they do from SQLite, so the
// rest of the code never branches on the engine.
const typeParsers = (pg: typeof PG) => (oid: number, format?: "text" | "binary") => {
  if (oid === TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
  if (oid === INT8) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
};
