import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Dialect } from "~/server/db/schema.server";

export interface TestDatabase {
  dialect: Dialect;
  /** A DATABASE_URL for the application. */
  url: string;
  /** A fresh DATA_DIR beside it. */
  dataDir: string;
  drop(): Promise<void>;
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI starts one). */
export const testDialects: Dialect[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** A new, empty database of the given kind, for one test file or one test. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (dialect === "sqlite") {
    return { dialect, url: `file:${path.join(dataDir, "app.db")}`, dataDir, drop: async () => removeDir() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${randomBytes(6).toString("hex")}`;
  await withAdmin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dialect,
    url: url.toString(),
    dataDir,
    drop: async () => {
      await withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      removeDir();
    },
  };
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
