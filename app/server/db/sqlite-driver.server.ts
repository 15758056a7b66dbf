import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

/**
 * better-sqlite3 13 is built for Node-API 10 (Node 22.14 and later), and an older Node crashes as it
 * loads it. Node 20, kept only while the machines here run it, gets the 12 line under an alias.
 */
export const sqlitePackage = Number(process.versions.napi) >= 10 ? "better-sqlite3" : "better-sqlite3-node20";

const SQLite: typeof BetterSqlite3 = createRequire(import.meta.url)(sqlitePackage);
export default SQLite;
export type SqliteDatabase = BetterSqlite3.Database;
