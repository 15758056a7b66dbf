import { copyFileSync } from "node:fs";
import { Writable } from "node:stream";
import type { Kysely } from "kysely";
import pino from "pino";
import type { RouterContextProvider } from "react-router";
import { inject } from "vitest";
import type { LiveContent } from "~/server/app-context.server";
import { requestContext } from "~/server/app-context.server";
import { hashPassword } from "~/server/auth/passwords.server";
import { type Config, loadConfig } from "~/server/config.server";
import { liveContent } from "~/server/content/live.server";
import { type AppDatabase, openDatabase, sqliteFile } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import type { Database, Dialect } from "~/server/db/schema.server";
import { newId, nowIso } from "~/server/ids.server";
import { createTestDatabase, type TestDatabase } from "./databases";

/**
 * The site's parts in the test's own process, for calling actions and domain modules directly: a
 * migrated database of its own (an SQLite file, or a PostgreSQL database on TEST_DATABASE_URL), the
 * configuration the server would load from `env`, and the context a request would get.
 */
export interface InProcessSite {
  config: Config;
  app: AppDatabase;
  /** The published content as a server process would follow it. */
  site: LiveContent;
  /** The context of one request from `clientIp`, as React Router passes it to loaders and actions. */
  context(clientIp?: string): RouterContextProvider;
  close(): Promise<void>;
}

export async function openInProcessSite(
  dialect: Dialect,
  env: Record<string, string> = {},
): Promise<InProcessSite> {
  const database: TestDatabase = await createTestDatabase(dialect);
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    APP_URL: "https://www.example.in",
    LOG_LEVEL: "silent",
    ...env,
  });
  const file = dialect === "sqlite" ? sqliteFile(database.url) : null;
  if (file) copyFileSync(inject("sqliteTemplate"), file);
  const app = openDatabase(config.DATABASE_URL);
  // Up to date already on SQLite: this only checks.
  await migrateToLatest(app);
  const log = pino({ level: "silent" });
  const site = liveContent(app.db);
  return {
    config,
    app,
    site,
    context: (clientIp = "203.0.113.7") =>
      requestContext({ config, ...app, log, site, nonce: "test", requestId: "test", clientIp }),
    async close() {
      await app.db.destroy();
      await database.drop();
    },
  };
}

/** A real logger whose lines the test can read. */
export function capturedLog() {
  const lines: string[] = [];
  const log = pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { log, lines };
}

/** An ordinary verified account written straight to the database, with this password; its id. */
export async function insertUser(
  db: Kysely<Database>,
  fields: { email: string; password?: string; name?: string },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto("users")
    .values({
      id,
      name: fields.name ?? "Ordinary User",
      email: fields.email,
      mobile: "9820012345",
      password_hash: await hashPassword(fields.password ?? "Own-password-1"),
      image: null,
      role: "user",
      is_verified: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** The arguments React Router gives a route's action for this request. */
export const actionArgs = (request: Request, pattern: string, context: RouterContextProvider) => ({
  request,
  url: new URL(request.url),
  pattern,
  params: {},
  context,
});

/** What an action answered through `data()`: its status, its Retry-After and its body. */
export function answerOf<R extends { data: unknown; init?: ResponseInit | null }>(result: R) {
  return {
    status: result.init?.status,
    retryAfter: new Headers(result.init?.headers ?? undefined).get("retry-after"),
    body: result.data as R["data"],
  };
}
