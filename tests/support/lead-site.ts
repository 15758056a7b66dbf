import { expect, vi } from "vitest";
import { loadConfig } from "~/server/config.server";
import { type AppDatabase, openDatabase } from "~/server/db/database.server";
import type { Dialect } from "~/server/db/schema.server";
import { createTestDatabase, type TestDatabase } from "./databases";
import { type RunningServer, startServer } from "./server";
import { ADMIN } from "./site-client";
import { type SmtpSink, startSmtpSink } from "./smtp";
import { enrolTestApp } from "./two-factor";

export const COMPANY_EMAIL = "hello@example.in";
export const HR_EMAIL = "jobs@example.in";

export interface LeadSite {
  database: TestDatabase;
  server: RunningServer;
  /** The SMTP server the site's outbox sends to. */
  sink: SmtpSink;
  /** A connection of the test's own, to look at what the site stored. */
  app: AppDatabase;
  /** Sets up an account's authenticator app with a key the test knows, as for `ADMIN`. */
  enrolApp(account: { email: string; totpSecret: string }): Promise<string>;
}

/**
 * The real server on a new database, sending mail to a real SMTP sink, with the company and HR
 * addresses above and the admin `ADMIN`, whose authenticator app is set up with its known key;
 * rate limits loosened unless `env` says otherwise.
 */
export async function startLeadSite(dialect: Dialect, env: Record<string, string> = {}): Promise<LeadSite> {
  const database = await createTestDatabase(dialect);
  const sink = await startSmtpSink();
  const server = await startServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    APP_URL: "https://www.example.in",
    COMPANY_EMAIL,
    HR_EMAIL,
    MAIL_FROM: "Website <no-reply@example.in>",
    SMTP_URL: sink.url,
    RATE_LIMIT_FACTOR: "1000",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  const app = openDatabase(database.url);
  // The server made the admin and the session secret (in DATA_DIR) before it listened.
  const { SESSION_SECRET } = loadConfig({ DATA_DIR: database.dataDir, ...env });
  const enrolApp = (account: { email: string; totpSecret: string }) =>
    enrolTestApp(app, { SESSION_SECRET }, account);
  await enrolApp(ADMIN);
  return { database, sink, server, app, enrolApp };
}

/** Stops what `startLeadSite` started; the server must exit cleanly. */
export async function stopLeadSite(site: LeadSite | undefined) {
  await site?.app.db.destroy();
  const code = await site?.server.stop();
  // The server's last words say why when it does not exit cleanly.
  expect(code, site?.server.logs.slice(-15).join("\n")).toBe(0);
  await site?.sink.close();
  await site?.database.drop();
}

/** Waits until the site's outbox has nothing waiting or being sent: every mail it holds has gone out. */
export const outboxDrained = (site: Pick<LeadSite, "app">, timeout = 10_000) =>
  vi.waitFor(
    async () =>
      expect(
        await site.app.db
          .selectFrom("mail_outbox")
          .select("id")
          .where("status", "in", ["waiting", "sending"])
          .execute(),
      ).toEqual([]),
    { timeout, interval: 50 },
  );
