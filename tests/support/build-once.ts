import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Integration tests run the production server; build it once if `npm test` has not already. */
export default function buildOnce() {
  if (existsSync("build/server/index.js")) return;
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}
