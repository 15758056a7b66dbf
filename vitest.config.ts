import tailwindcss from "@tailwindcss/vite";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { emulateReducedMotion } from "./tests/support/browser-commands.ts";
import { chromiumArgs, findChromium } from "./tests/support/chromium.js";
import { technologySpriteModule } from "./vite.config.ts";
import "./tests/support/node20-builtins.ts";

export const alias = [{ find: /^~\//, replacement: `${import.meta.dirname}/app/` }];

/**
 * Tests that run in process (pure functions, and domain modules and actions on a real database):
 * the ones mutation testing runs (vitest.mutation.config.ts).
 */
export const unitTests = {
  name: "unit",
  include: [
    "app/**/*.test.ts",
    "server/**/*.test.ts",
    "scripts/**/*.test.ts",
    "perf/**/*.test.ts",
    "docs/**/*.test.ts",
  ],
  environment: "node" as const,
  globalSetup: ["tests/support/sqlite-template.ts"],
  // Each worker imports the modules once for all its files instead of once per file: the unit
  // tests keep no state between files (each opens its own database), and importing was most of
  // their time.
  isolate: false,
};

const serverTests = {
  environment: "node" as const,
  globalSetup: ["tests/support/build-once.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Polls wait for what another process logs or writes; on a busy machine a line can come seconds
  // after the answer it belongs to. A poll ends as soon as its check passes.
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  // Every project inherits these; the Node projects, adding no Vite options of their own, share
  // this config's Vite server and transform each module once for all of them.
  plugins: [technologySpriteModule()],
  resolve: { alias },
  test: {
    // Every test by name, so CI shows each one running on SQLite and on PostgreSQL.
    reporters: ["verbose"],
    // `npm run coverage`: of the code in the test processes (a spawned server's is not seen).
    coverage: {
      provider: "v8",
      include: ["app/**", "server/**"],
      exclude: ["**/*.test.*"],
      reporter: ["text-summary", "json-summary"],
    },
    projects: [
      { test: unitTests },
      {
        plugins: [tailwindcss()],
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
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          ...serverTests,
          // As for the unit tests: each file starts its own servers and databases, and importing
          // the modules afresh for each file was a share of the phase's CPU.
          isolate: false,
        },
      },
      {
        // Whole processes under faults and load (SIGKILL bursts, two instances, slow and hostile
        // clients, backups and data migration under way): `npm test` leaves them out, `.ci/run`
        // runs them after it (`npm run test:system`).
        test: { name: "system", include: ["tests/system/**/*.test.ts"], ...serverTests },
      },
    ],
  },
});
