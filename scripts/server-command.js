// Through the server bundle, so operations scripts run the same TypeScript code as the server.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureFreshBuild } from "./fresh-build.js";

/** @param {string} name the export of build/server/index.js to run with the script's arguments */
export async function runServerCommand(name) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  process.env.NODE_ENV ??= "production";

  const entry = path.join(root, "build/server/index.js");
  try {
    ensureFreshBuild({ say: (line) => process.stderr.write(`${line}\n`), quiet: true });
  } catch {
    process.exit(1);
  }
  try {
    const bundle = await import(pathToFileURL(entry).href);
    process.exitCode = await bundle[name](process.argv.slice(2), (/** @type {string} */ text) =>
      process.stdout.write(text),
    );
  } catch (error) {
    process.stderr.write(`${failureText(error)}\n`);
    process.exitCode = 1;
  }
}

// A bad setting or upgrade path is the operator's to fix: its message alone says what to do.
const operatorsErrors = new Set(["ConfigError", "UpgradePathError"]);

/** @param {unknown} error */
export function failureText(error) {
  if (!(error instanceof Error)) return String(error);
  return operatorsErrors.has(error.name) ? error.message : (error.stack ?? error.message);
}
