// Debian packages the checks need: installed with apt-get when we are root on a Debian-like system,
// otherwise the caller stops with a one-line instruction naming them.
import { execFileSync, spawnSync } from "node:child_process";

/** Whether this process may install Debian packages itself. */
export const canApt = () =>
  process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;

/** @param {string[]} packages */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
}
