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
    const isConfig = error instanceof Error && error.name === "ConfigError";
    process.stderr.write(
      `${isConfig ? error.message : error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exitCode = 1;
  }
}
