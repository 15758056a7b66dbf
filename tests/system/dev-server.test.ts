import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** What a tool says when something is about to change or go: none may be said at start. */
const WARNING = /warn|deprecat|future flag|⚠/i;

// `npm run dev` as a developer starts it: the sources through Vite, with React Router's development
// build shared by the app and the packages Node loads itself (`@react-router/express`).
describe("npm run dev", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-dev-"));
  const lines: string[] = [];
  let child: ChildProcess;
  let url = "";

  beforeAll(async () => {
    child = spawn("npm", ["run", "--silent", "dev"], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: "0",
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
        REQUIRE_ADMIN_2FA: "false",
      },
      // Its own process group, so npm, its shell and Node stop together.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    url = await new Promise<string>((resolve, reject) => {
      let buffered = "";
      const onData = (chunk: Buffer) => {
        buffered += chunk;
        const complete = buffered.split("\n");
        buffered = complete.pop() ?? "";
        lines.push(...complete);
        const port = /listening on http:\/\/localhost:(\d+)/.exec(complete.join("\n"))?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      child.once("exit", (code) =>
        reject(new Error(`npm run dev exited with ${code}:\n${lines.join("\n")}`)),
      );
    });
  }, 180_000);

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      process.kill(-child.pid, "SIGTERM");
      await once(child, "exit");
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("serves a page, a form page and a data request, and prints no warning on the way", {
    timeout: 120_000,
  }, async () => {
    for (const pathname of ["/", "/need", "/_.data", "/need.data"]) {
      const response = await fetch(new URL(pathname, url));
      expect(response.status, pathname).toBe(200);
    }
    expect(lines.filter((line) => WARNING.test(line))).toEqual([]);
  });
});
