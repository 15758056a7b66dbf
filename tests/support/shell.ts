import { spawnSync } from "node:child_process";

/** The arguments a POSIX shell makes of a command line printed for an operator, run with `env`. */
export function shellArgs(command: string, env: Record<string, string> = {}): string[] {
  const shell = spawnSync("sh", ["-c", `set -- ${command}; printf '%s\\0' "$@"`], {
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
  });
  if (shell.status !== 0) throw new Error(`sh refused ${command}: ${shell.stderr}`);
  return shell.stdout.split("\0").slice(0, -1);
}
