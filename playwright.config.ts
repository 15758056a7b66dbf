import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN } from "./tests/e2e/admin/credentials";
import { chromiumArgs, findChromium } from "./tests/support/chromium.js";

// Two servers for the run, each on its own port and its own throwaway data folder: one for every
// test but the content editors', and one for theirs, since a publish changes every page of its
// server (decision 031). The workers find a project's folder in its metadata, so they can look at
// what its server stored.
// A folder made here is removed when the run ends (tests/e2e/global-setup.ts); one given in
// E2E_DATA_DIR is kept.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-e2e-"));
  process.env.E2E_DATA_DIR_MADE = "1";
}
const dataDir = process.env.E2E_DATA_DIR;
const contentDataDir = path.join(dataDir, "content-server");
const port = Number(process.env.E2E_PORT ?? 3197);
const contentPort = port + 1;
// `localhost`, not 127.0.0.1: WebAuthn refuses an IP address as the site's id, and the passkey tests
// need the browser and the server (APP_URL) to agree on a host name.
const urlOf = (serverPort: number) => `http://localhost:${serverPort}`;
// The servers send their mail to a real SMTP server on this port, which the global setup starts; it
// writes every message it gets to a file in the data folder, where the tests read it (mailbox.ts).
process.env.E2E_SMTP_PORT ??= "2597";
const smtpPort = Number(process.env.E2E_SMTP_PORT);

const server = (serverPort: number, folder: string) => ({
  command: "node server/index.js",
  url: `${urlOf(serverPort)}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    NODE_ENV: "production",
    PORT: String(serverPort),
    // The links in the account mails point at the address the browser uses.
    APP_URL: urlOf(serverPort),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DATA_DIR: folder,
    DATABASE_URL: `file:${path.join(folder, "app.db")}`,
    LOG_LEVEL: "warn",
    // Every test posts from 127.0.0.1: the limits are tested against their own server elsewhere.
    RATE_LIMIT_FACTOR: "1000",
    MAX_UPLOAD_MB: "1",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // Page views reach the Traffic page within a moment (decision 052).
    ANALYTICS_FLUSH_MS: "200",
    ANALYTICS_ROLL_UP_MS: "500",
    // Two workers whatever the machine: a publish must reach whichever one answers.
    WEB_CONCURRENCY: "2",
  },
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  timeout: 30_000,
  use: {
    ...devices["Desktop Chrome"],
    // Still pages by default: the logo strips and headlines would otherwise animate through every
    // test, costing the two cores CPU the tests need. Tests of motion ask for it.
    reducedMotion: "reduce",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    // The longest test, started first so the other worker runs the rest beside it.
    {
      name: "content",
      testMatch: /content\.spec\.ts$/,
      use: { baseURL: urlOf(contentPort) },
      metadata: { dataDir: contentDataDir },
    },
    // Publish courses and openings too: after the content editors' tests, whose drafts they would
    // make stale.
    {
      name: "content-after",
      testMatch: /(waitlist|answer-in-view)\.spec\.ts$/,
      dependencies: ["content"],
      use: { baseURL: urlOf(contentPort) },
      metadata: { dataDir: contentDataDir },
    },
    {
      name: "site",
      testIgnore: [/content\.spec\.ts$/, /(waitlist|answer-in-view)\.spec\.ts$/],
      use: { baseURL: urlOf(port) },
      metadata: { dataDir },
    },
  ],
  webServer: [server(port, dataDir), server(contentPort, contentDataDir)],
});
