import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/chromium.js";

// One server for the whole run, on its own port and its own throwaway data folder. The workers
// inherit the folder through the environment, so they can look at what the server stored.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "site-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
const port = Number(process.env.E2E_PORT ?? 3197);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
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
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
      LOG_LEVEL: "warn",
      // Every test posts from 127.0.0.1: the limits are tested against their own server elsewhere.
      RATE_LIMIT_FACTOR: "1000",
      MAX_UPLOAD_MB: "1",
    },
  },
});
