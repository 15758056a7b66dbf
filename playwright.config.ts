import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/chromium.js";
import { E2E_ADMIN } from "./tests/e2e/admin/credentials";

// One server for the whole run, on its own port and its own throwaway data folder. The workers
// inherit the folder through the environment, so they can look at what the server stored.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "site-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
const port = Number(process.env.E2E_PORT ?? 3197);
// `localhost`, not 127.0.0.1: WebAuthn refuses an IP address as the site's id, and the passkey tests
// need the browser and the server (APP_URL) to agree on a host name.
const baseURL = `http://localhost:${port}`;
// The server sends its mail to a real SMTP server on this port, which the global setup starts; it
// writes every message it gets to a file in the data folder, where the tests read it (mailbox.ts).
process.env.E2E_SMTP_PORT ??= "2597";
const smtpPort = Number(process.env.E2E_SMTP_PORT);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  timeout: 30_000,
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    // Still pages by default: the logo strips and headlines would otherwise animate through every
    // test, costing the two cores about a seventh of the run. Tests of motion ask for it.
    reducedMotion: "reduce",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  webServer: {
    command: "node server/index.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      // The links in the account mails point at the address the browser uses.
      APP_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
      LOG_LEVEL: "warn",
      // Every test posts from 127.0.0.1: the limits are tested against their own server elsewhere.
      RATE_LIMIT_FACTOR: "1000",
      MAX_UPLOAD_MB: "1",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
