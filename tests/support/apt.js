import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const canApt = () =>
  process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;

/** @param {string[]} packages */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
}

/** @param {Record<string, string>} packages Debian package name: a file it provides */
export function ensurePackages(packages) {
  const missing = Object.entries(packages)
    .filter(([, file]) => !existsSync(file))
    .map(([name]) => name);
  if (missing.length === 0) return;
  if (!canApt())
    throw new Error(
      `Missing ${missing.join(", ")}: install them (sudo apt-get install -y ${missing.join(" ")}).`,
    );
  process.stdout.write(`Installing Debian's ${missing.join(", ")}…\n`);
  aptInstall(missing);
  const still = missing.filter((name) => !existsSync(packages[name] ?? ""));
  if (still.length > 0) throw new Error(`Installing ${still.join(", ")} did not provide their files.`);
}
