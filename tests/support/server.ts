import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Everything the server printed so far, one log line per entry. */
  logs: string[];
  /** SIGTERM, then waits for the exit code (null when a signal ended it). */
  stop(): Promise<number | null>;
}

/**
 * Starts the production server (`node server/index.js` of `site`: the primary and its workers) on a free port
 * with the given environment; it resolves once every worker listens. One worker unless `env` sets
 * WEB_CONCURRENCY: a worker serves the same way whatever their number, and the tests that are about
 * several workers ask for them.
 */
export async function startServer(
  env: Record<string, string>,
  cwd = process.cwd(),
  /** Sees each line as it is printed, and the process, before the server listens (a test of how it starts). */
  onLine?: (line: string, process: ChildProcess) => void,
  /** The site's folder: this project, or an installed release. */
  site = process.cwd(),
): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.resolve(site, "server/index.js")], {
    cwd,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: "0",
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  let buffered = "";
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        logs.push(line);
        onLine?.(line, child);
        // SHOW_SERVER_LOGS=1 npx vitest … shows what the servers under test log, as they log it.
        if (process.env.SHOW_SERVER_LOGS) process.stderr.write(`${line}\n`);
        const match = /listening on http:\/\/localhost:(\d+)/.exec(line);
        if (match) resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`server exited with ${code} before listening:\n${logs.join("\n")}${buffered}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    logs,
    async stop() {
      // Already gone (exited, or killed by a signal such as SIGKILL): "exit" will not fire again.
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      const [code] = (await once(child, "exit")) as [number | null];
      return code;
    },
  };
}
