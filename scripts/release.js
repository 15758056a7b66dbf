// `npm run release [-- --out <folder>]`: the built site with production-only dependencies, as a
// folder and a tarball named by its version, for docs/deploy.md to install beside the last one.

import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ensureFreshBuild } from "./fresh-build.js";

const root = fileURLToPath(new URL("..", import.meta.url));
/**
 * The npm scripts an operator runs on the server: `node <file>.js` ships with its imports, and
 * `bash <file>.sh` with none, since it runs only scripts that ship with the others.
 */
const OPERATIONS = [
  "start",
  "create-admin",
  "backup",
  "restore",
  "migrate-data",
  "export-pages",
  "mail-check",
  "backup-offsite",
  "restore-drill",
];

/** @param {string} message @returns {never} */
function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const git = (/** @type {string[]} */ args) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

const RELATIVE_IMPORT = /\bimport\s*(?:[^"'()]*?\bfrom\s*)?\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** The file and the relative imports it reaches, as paths from the project root. */
function withImports(/** @type {string} */ file, found = new Set()) {
  if (found.has(file)) return found;
  found.add(file);
  for (const [, specifier] of readFileSync(path.join(root, file), "utf8").matchAll(RELATIVE_IMPORT))
    if (specifier) withImports(path.relative(root, path.resolve(root, path.dirname(file), specifier)), found);
  return found;
}

const stamp = (/** @type {Date} */ date) =>
  date.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");

const { values } = parseArgs({ options: { out: { type: "string", default: "releases" } } });
const out = path.resolve(values.out ?? "releases");

/** @type {{ version: string, scripts: Record<string, string> }} */
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
let commit = "";
try {
  commit = git(["rev-parse", "HEAD"]);
} catch {
  fail("npm run release needs a git checkout: the release is named by its commit.");
}
const dirty = git(["status", "--porcelain"]) !== "";
const builtAt = new Date();
// Built twice from one commit (a new Node, say), a release still gets a name of its own.
const name = `${pkg.version}-${commit.slice(0, 10)}${dirty ? "-dirty" : ""}-${stamp(builtAt)}`;
const folder = path.join(out, name);
if (existsSync(folder)) fail(`${folder} exists already.`);
if (dirty) process.stderr.write("The work tree has uncommitted changes: the release is marked -dirty.\n");

try {
  ensureFreshBuild({ say: (line) => process.stderr.write(`${line}\n`) });
} catch {
  process.exit(1);
}

const staging = `${folder}.partial`;
rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
const files = new Set(["package-lock.json", ".env.example"]);
const scripts = /** @type {Record<string, string>} */ ({});
for (const script of OPERATIONS) {
  const command = pkg.scripts[script] ?? "";
  const [, runner, entry] = /^(node|bash) ([\w./-]+\.(?:js|sh))$/.exec(command) ?? [];
  if (!entry || (runner === "node") !== entry.endsWith(".js"))
    fail(
      `package.json's "${script}" script is not \`node <file>.js\` or \`bash <file>.sh\`, so it cannot ship.`,
    );
  scripts[script] = command;
  if (runner === "node") withImports(entry, files);
  else files.add(entry);
}
for (const file of files) cpSync(path.join(root, file), path.join(staging, file));
cpSync(path.join(root, "build"), path.join(staging, "build"), { recursive: true });
writeFileSync(path.join(staging, "package.json"), `${JSON.stringify({ ...pkg, scripts }, null, 2)}\n`);

// What `npm ci --omit=dev` would install, taken from this install (the one just built and tested), so
// the native modules come as they are, without compiling them again: every package the lock file
// does not mark as dev-only, at the version it pins.
/** @type {Record<string, { version?: string, dev?: boolean, devOptional?: boolean, optional?: boolean }>} */
const locked = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")).packages;
let packages = 0;
for (const [where, entry] of Object.entries(locked)) {
  // React Router names TypeScript as an optional peer: npm would keep it, nothing loads it at run time.
  // The Node 20 SQLite driver is loaded only where Node-API 10 is missing (decision 061).
  if (
    where === "" ||
    entry.dev ||
    entry.devOptional ||
    /^node_modules\/(typescript(\/|$)|@typescript\/)/.test(where) ||
    (where === "node_modules/better-sqlite3-node20" && Number(process.versions.napi) >= 10)
  )
    continue;
  const installed = path.join(root, where, "package.json");
  if (!existsSync(installed)) {
    if (entry.optional) continue; // another system's build of a native package
    fail(`${where} is not installed: run \`npm ci\` first.`);
  }
  const { version } = JSON.parse(readFileSync(installed, "utf8"));
  if (version !== entry.version)
    fail(`${where} is ${version}, the lock file says ${entry.version}: run \`npm ci\` first.`);
  const nested = path.join(root, where, "node_modules");
  cpSync(path.join(root, where), path.join(staging, where), {
    recursive: true,
    filter: (from) => from !== nested,
  });
  packages += 1;
}

const migrations = readdirSync(path.join(root, "app/server/db/migrations"))
  .filter((file) => /^\d+.*\.server\.ts$/.test(file) && !file.includes(".test."))
  .sort();
const release = {
  name,
  version: pkg.version,
  commit,
  dirty,
  builtAt: builtAt.toISOString(),
  // better-sqlite3's own build fits any Node 22.14+ on this platform; its Node 20 fallback, this Node.
  node: process.version,
  platform: `${process.platform}-${process.arch}`,
  // Rolling back past a release with newer migrations needs that release's backup (docs/deploy.md).
  lastMigration: migrations.at(-1)?.replace(/\.server\.ts$/, "") ?? null,
};
writeFileSync(path.join(staging, "release.json"), `${JSON.stringify(release, null, 2)}\n`);
renameSync(staging, folder);

const tarball = `${folder}.tar.gz`;
const tar = spawnSync("tar", ["-czf", tarball, "-C", out, name], { stdio: "inherit" });
if (tar.status !== 0) fail("tar failed.");
process.stdout.write(`release ${name} (${packages} packages)\nfolder: ${folder}\ntarball: ${tarball}\n`);
