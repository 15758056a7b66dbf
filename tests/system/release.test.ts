import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FIRST_ADMIN_CREATED } from "~/server/admin/admins.server";
import { npmRun } from "../support/operations";
import { type RunningServer, startServer } from "../support/server";

// docs/deploy.md's upgrade, as an operator follows it: each release unpacked beside the last under
// releases/, the `current` link switched, the service started from it; rollback switches back.

/** Tools that build and test the site: none of them may reach the server. */
const DEV_ONLY = ["vite", "vitest", "@react-router/dev", "@playwright/test", "@biomejs/biome", "typescript"];

interface Release {
  name: string;
  tarball: string;
}

describe("a release installed beside the last and rolled back", () => {
  const work = mkdtempSync(path.join(tmpdir(), "site-release-"));
  const made = path.join(work, "made");
  // The server's layout in the guide: /srv/site/{.env,data,releases/<name>,current}.
  const srv = path.join(work, "srv");
  const current = path.join(srv, "current");
  let server: RunningServer | undefined;

  // Four copies of the production tree to delete, on a busy machine.
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }, 180_000);

  async function makeRelease(): Promise<Release> {
    const result = await npmRun("release", ["--out", made], {});
    expect(result.code, result.output).toBe(0);
    const name = /^release (\S+)/m.exec(result.output)?.[1] ?? "";
    const tarball = /^tarball: (.+)$/m.exec(result.output)?.[1] ?? "";
    expect(existsSync(tarball), result.output).toBe(true);
    return { name, tarball };
  }

  /** As the guide: unpack the tarball into releases/ and link the shared settings into it. */
  function install({ name, tarball }: Release) {
    execFileSync("tar", ["-xzf", tarball, "-C", path.join(srv, "releases")]);
    symlinkSync(path.join(srv, ".env"), path.join(srv, "releases", name, ".env"));
  }

  /** As the guide: a new link renamed over `current`, so it always names one whole release. */
  function switchTo({ name }: Release) {
    symlinkSync(path.join("releases", name), `${current}.next`);
    renameSync(`${current}.next`, current);
  }

  async function startCurrent() {
    server = await startServer({}, current, undefined, current);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, database: true });
    return server;
  }

  const releaseOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, "release.json"), "utf8"));

  let first: Release;
  let second: Release;

  it("makes a release of the committed version with production dependencies only", {
    timeout: 600_000,
  }, async () => {
    first = await makeRelease();
    const folder = path.join(made, first.name);
    const pkg = JSON.parse(readFileSync("package.json", "utf8"));
    const head = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
    expect(releaseOf(folder)).toMatchObject({ version: pkg.version, commit: head, node: process.version });
    expect(first.name.startsWith(`${pkg.version}-${head.slice(0, 10)}`)).toBe(true);
    for (const tool of DEV_ONLY)
      expect(existsSync(path.join(folder, "node_modules", tool)), tool).toBe(false);
    for (const needed of ["express", "better-sqlite3", "react-router"]) {
      expect(existsSync(path.join(folder, "node_modules", needed)), needed).toBe(true);
    }
    expect(existsSync(path.join(folder, "app")), "the sources stay behind").toBe(false);
    // The operator's commands of the deploy guide ship with the files they run.
    const shipped = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")).scripts;
    for (const script of ["backup", "backup-offsite", "restore-drill", "mail-check"]) {
      const file = String(shipped[script]).split(" ")[1] ?? "";
      expect(existsSync(path.join(folder, file)), `${script}: ${file}`).toBe(true);
    }
  });

  it("starts from the unpacked release's own tree and answers /readyz", { timeout: 120_000 }, async () => {
    mkdirSync(path.join(srv, "releases"), { recursive: true });
    const data = path.join(srv, "data");
    writeFileSync(
      path.join(srv, ".env"),
      `DATA_DIR=${data}\nDATABASE_URL=file:${path.join(data, "app.db")}\n`,
    );
    install(first);
    switchTo(first);
    const started = await startCurrent();
    // The settings came through the linked .env: the first start made the first admin in that data.
    expect(started.logs.join("\n")).toContain(FIRST_ADMIN_CREATED);
    expect(existsSync(path.join(data, "app.db"))).toBe(true);
  });

  it("switches `current` to a second release, then back to the first", { timeout: 600_000 }, async () => {
    second = await makeRelease();
    expect(second.name).not.toBe(first.name);
    install(second);
    await server?.stop();
    switchTo(second);
    const upgraded = await startCurrent();
    expect(releaseOf(current).name).toBe(second.name);
    // The same data: no second first admin.
    expect(upgraded.logs.join("\n")).not.toContain(FIRST_ADMIN_CREATED);

    await upgraded.stop();
    switchTo(first);
    await startCurrent();
    expect(releaseOf(current).name).toBe(first.name);
    expect(existsSync(path.join(srv, "releases", second.name, "release.json"))).toBe(true);
  });
});
