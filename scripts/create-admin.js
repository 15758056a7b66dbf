// `npm run create-admin -- --email <address>`: makes or promotes an admin account in the configured
// database (DATABASE_URL, or the SQLite file under data/), building the server first when needed.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
process.env.NODE_ENV ??= "production";

const entry = path.join(root, "build/server/index.js");
if (!existsSync(entry)) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
try {
  const { createAdminCommand } = await import(pathToFileURL(entry).href);
  process.exitCode = await createAdminCommand(process.argv.slice(2), (/** @type {string} */ text) =>
    process.stdout.write(text),
  );
} catch (error) {
  const isConfig = error instanceof Error && error.name === "ConfigError";
  process.stderr.write(
    `${isConfig ? error.message : error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exitCode = 1;
}
