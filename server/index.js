import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureFreshBuild } from "../scripts/fresh-build.js";
import { failureText } from "../scripts/server-command.js";
import { runPrimary, TASK_VARIABLE } from "./primary.js";

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
  } else if (cluster.isPrimary) {
    ensureFreshBuild();
    await runPrimary();
  } else {
    const bundle = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
    if (process.env[TASK_VARIABLE] === "prepare") {
      const settings = await bundle.prepare();
      // The channel to the primary would keep this process alive.
      if (process.send) process.send({ prepared: settings }, () => process.exit(0));
      else process.exit(0);
    } else {
      await bundle.serve({ clientDir: path.join(root, "build/client") });
    }
  }
} catch (error) {
  process.stderr.write(`${failureText(error)}\n`);
  process.exit(1);
}
