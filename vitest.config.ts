import tailwindcss from "@tailwindcss/vite";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, findChromium } from "./scripts/chromium.js";
import { emulateReducedMotion } from "./tests/support/browser-commands";

const alias = [{ find: /^~\//, replacement: `${import.meta.dirname}/app/` }];

/**
 * System tests: whole processes under faults and load (SIGKILL bursts, two instances, slow and
 * hostile clients, backups and data migration under way). `npm test` leaves them out; `.ci/run`
 * runs them after it (`npm run test:system`).
 */
const systemTests = [
  "tests/integration/hostile-requests.test.ts",
  "tests/integration/process-model.test.ts",
  "tests/integration/scale-out.test.ts",
  "tests/integration/slow-clients.test.ts",
  "tests/integration/durability.test.ts",
  "tests/integration/backup.test.ts",
  "tests/integration/migrate-data.test.ts",
];

const serverTests = {
  environment: "node" as const,
  globalSetup: ["tests/support/build-once.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Every test by name, so CI shows each one running on SQLite and on PostgreSQL.
    reporters: ["verbose"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: [tailwindcss()],
        resolve: { alias },
        test: {
          name: "components",
          include: ["app/**/*.test.tsx"],
          setupFiles: ["tests/support/component-setup.ts"],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
            instances: [{ browser: "chromium" }],
            commands: { emulateReducedMotion },
          },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: systemTests,
          ...serverTests,
        },
      },
      {
        resolve: { alias },
        test: { name: "system", include: systemTests, ...serverTests },
      },
    ],
  },
});
