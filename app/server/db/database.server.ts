import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.server";

export type Dialect = "sqlite" | "postgres";

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
}

/** Opens the database named by a `file:` or `postgres://` URL. Nothing is created until first use. */
export function openDatabase(url: string): AppDatabase {
  const file = sqliteFile(url);
  if (file !== null) {
    const database = openSqliteFile(file);
    return { dialect: "sqlite", db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }) };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    types: { getTypeParser },
  });
  // An idle connection the server drops (a restart, a failover, an administrator ending it) is
  // reported on the pool; without a listener that event would end the process. The pool has
  // already discarded the connection and opens a new one when needed; requests that need the
  // database meanwhile fail on their own, and /readyz says so.
  pool.on("error", () => {});
  return { dialect: "postgres", db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
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
 * Every SQLite connection of the application is opened here, so each one gets the same settings:
 * WAL for concurrent readers, synchronous=FULL so a committed answer survives power loss
 * (better-sqlite3 leaves NORMAL under WAL), enforced foreign keys, and a busy timeout instead of
 * immediate SQLITE_BUSY errors when another process (a backup, a second instance) holds the lock.
 */
export function openSqliteFile(file: string): SQLite.Database {
  if (file !== IN_MEMORY) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return database;
}

const TIMESTAMPTZ = 1184;
const INT8 = 20;

// Timestamps come back as ISO strings and counts as numbers, as they do from SQLite, so the
// rest of the code never branches on the engine.
function getTypeParser(oid: number, format?: "text" | "binary") {
  if (oid === TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
  if (oid === INT8) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}
