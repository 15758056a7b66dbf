// Without the sources (a deploy that ships build/ alone), the build is used as it is.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const STAMP = "build/source-stamp";
const ENTRY = "build/server/index.js";

const INPUTS = [
  "app",
  "server",
  "public",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "scripts/prerender.js",
];

/** @param {string} root @param {string} relative @returns {string[]} */
function files(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

export function sourceStamp(root = projectRoot) {
  if (!existsSync(path.join(root, "app"))) return null;
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap((input) => files(root, input)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

export function writeStamp(root = projectRoot) {
  writeFileSync(path.join(root, STAMP), `${sourceStamp(root) ?? ""}\n`);
}

export function staleBuild(root = projectRoot) {
  if (!existsSync(path.join(root, ENTRY))) return "No build found in build/";
  const stamp = sourceStamp(root);
  if (stamp === null) return null;
  const stampFile = path.join(root, STAMP);
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
  return built === stamp ? null : "The build in build/ is older than the sources";
}

/**
 * Builds when build/ is missing or older than the sources; throws when the build fails.
 * @param {{ say?: (line: string) => void, quiet?: boolean }} [options] quiet sends the build's own output to stderr only
 */
export function ensureFreshBuild({ say = (line) => process.stdout.write(`${line}\n`), quiet = false } = {}) {
  const reason = staleBuild();
  if (reason === null) return;
  say(`${reason}: running \`npm run build\` first.`);
  const build = spawnSync("npm", ["run", "build"], {
    cwd: projectRoot,
    // Under Vitest NODE_ENV is "test", and Vite would bundle React's development build.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit",
  });
  if (build.status !== 0) throw new Error("npm run build failed");
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--stamp")) writeStamp();
