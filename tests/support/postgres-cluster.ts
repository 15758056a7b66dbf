import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port";

const execFileAsync = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, which it may stop and restart: the shared one
 * (TEST_DATABASE_URL) serves other test files at the same time. Found as .ci/run finds it.
 */
export interface PostgresCluster {
  /** A DATABASE_URL for the application: the `postgres` database, user `postgres`, no password. */
  url: string;
  port: number;
  /** Resolves once the server accepts connections (`pg_ctl -w`). */
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`: connections are ended, the server comes back at once. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`: connections are ended and the port closed. */
  stop(): Promise<void>;
  /** Stops it and removes its files. */
  remove(): Promise<void>;
}

/** The folder holding initdb and pg_ctl, or null when this machine has no PostgreSQL. */
export function postgresBinaries(): string | null {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, "bin");
    if (existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) return dir;
  }
  return null;
}

/** Makes a new cluster in a temporary folder (not started). PostgreSQL refuses root: as root it runs as `postgres`. */
export async function createPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), "site-pg-"));
  const data = path.join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // Asynchronous, so the test's own clients keep sending while pg_ctl waits.
  const run = async (command: string, args: string[]) => {
    const file = path.join(bin, command);
    if (asRoot) await execFileAsync("runuser", ["-u", "postgres", "--", file, ...args]);
    else await execFileAsync(file, args);
  };
  if (asRoot) {
    // As .ci/run does: a machine with PostgreSQL's binaries but not its user gets one.
    await execFileAsync("id", ["postgres"]).catch(() =>
      execFileAsync("useradd", ["--system", "--no-create-home", "postgres"]),
    );
    await execFileAsync("chown", ["postgres", dir]);
    // The postgres user must reach the folder: mkdtemp makes it private to root.
    chmodSync(dir, 0o755);
  }
  await run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = async (...args: string[]) =>
    run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", ...args]);
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => ctl("-o", options, "start"),
    restart: () => ctl("-o", options, "-m", "fast", "restart"),
    stop: () => ctl("-m", "fast", "stop"),
    async remove() {
      await ctl("-m", "immediate", "stop").catch(() => {
        // Not running.
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
