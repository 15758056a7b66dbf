// `npm test`: the whole suite in order, stopping at the first failure: lint, types, build,
// unit + component + integration tests (Vitest), browser tests (Playwright on Debian's Chromium).
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./chromium.js";
import { ensurePdfTools } from "./pdf-tools.js";

try {
  process.env.CHROMIUM_PATH = ensureChromium();
  ensurePdfTools();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

/** @type {[name: string, command: string, args: string[]][]} */
const steps = [
  ["lint", "npm", ["run", "lint"]],
  ["types", "npm", ["run", "typecheck"]],
  ["build", "npm", ["run", "build"]],
  ["unit, component and integration tests", "npx", ["vitest", "run"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stderr.write(`\n✗ ${name} failed after ${seconds}s\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✓ ${name} (${seconds}s)\n`);
}
process.stdout.write(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)}s\n`);
