import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureChromium } from "./support/chromium.js";
import { ensurePdfTools } from "./support/pdf-tools.js";

try {
  process.env.CHROMIUM_PATH = ensureChromium();
  ensurePdfTools();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

// Playwright's compile cache stays in the system's temporary folder, to be reused across runs.
process.env.PLAYWRIGHT_TRANSFORM_CACHE_DIR ??= path.join(
  tmpdir(),
  `playwright-transform-cache-${process.geteuid?.() ?? ""}`,
);

// A folder of the run's own, so the run can tell whether a test left a temporary file behind.
const runTmp = mkdtempSync(path.join(tmpdir(), "site-test-run-"));
process.env.TMPDIR = runTmp;
process.on("exit", () => rmSync(runTmp, { recursive: true, force: true }));

/** @typedef {[name: string, command: string, args: string[]]} Step */

/** @type {Step[]} */
const checks = [
  ["lint", "npm", ["run", "lint"]],
  ["types", "npm", ["run", "typecheck"]],
  ["build", "npm", ["run", "build"]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit", "--maxWorkers", "2"]],
];
const shownWhenPassed = new Set(["unit tests"]);
/** @type {Step[]} Run one after the other: each uses both cores itself. */
const suites = [
  [
    "component and integration tests",
    "npx",
    // Three on two cores: an integration test mostly waits for the servers it started.
    ["vitest", "run", "--project", "components", "--project", "integration", "--maxWorkers", "3"],
  ],
  ["browser tests", "npx", ["playwright", "test"]],
];

const started = Date.now();
const seconds = (/** @type {number} */ since) => ((Date.now() - since) / 1000).toFixed(1);

/** @param {string} name @param {string} took seconds @param {number | null} status */
function report(name, took, status) {
  if (status === 0) {
    process.stdout.write(`✓ ${name} (${took}s)\n`);
    return;
  }
  process.stderr.write(`\n✗ ${name} failed after ${took}s\n`);
  process.exit(status ?? 1);
}

process.stdout.write(`\n▶ ${checks.map(([name]) => name).join(", ")}\n`);
const results = await Promise.all(
  checks.map(
    ([name, command, args]) =>
      new Promise((resolve) => {
        const stepStarted = Date.now();
        /** @type {Buffer[]} */
        const output = [];
        const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("close", (status) =>
          resolve({ name, took: seconds(stepStarted), status, output: Buffer.concat(output) }),
        );
      }),
  ),
);
for (const { name, took, status, output } of results) {
  if (status !== 0 || shownWhenPassed.has(name)) process.stdout.write(output);
  report(name, took, status);
}

for (const [name, command, args] of suites) {
  const stepStarted = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  report(name, seconds(stepStarted), status);
}
// Chromium leaves its own scratch folders (.org.chromium.Chromium.*) when Playwright closes it.
const ownedByTools = [".org.chromium.Chromium."];
const left = readdirSync(runTmp).filter((name) => !ownedByTools.some((prefix) => name.startsWith(prefix)));
if (left.length > 0) {
  process.stderr.write(
    `\n✗ the tests left ${left.length} temporary files or folders behind: ${left.join(", ")}\n`,
  );
  process.exit(1);
}
process.stdout.write(`\nAll checks passed in ${seconds(started)}s\n`);
