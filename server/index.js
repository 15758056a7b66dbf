// Starts the site: `node server/index.js` serves the production build (building it first when
// there is none); `--dev` serves the sources through Vite with hot reloading.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const dev = process.argv.includes("--dev");

if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
process.env.NODE_ENV ??= dev ? "development" : "production";

try {
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({ root, server: { middlewareMode: true }, appType: "custom" });
    const { start } = await vite.ssrLoadModule("/server/main.ts");
    await start({ devMiddleware: vite.middlewares, onClose: () => vite.close() });
  } else {
    const entry = path.join(root, "build/server/index.js");
    if (!existsSync(entry)) {
      process.stdout.write("No build found in build/: running `npm run build` first.\n");
      const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
    const { start } = await import(pathToFileURL(entry).href);
    await start({ clientDir: path.join(root, "build/client") });
  }
} catch (error) {
  // A bad environment is the operator's to fix: one line naming the variable, no stack.
  const isConfig = error instanceof Error && error.name === "ConfigError";
  process.stderr.write(
    `${isConfig ? error.message : error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
}
