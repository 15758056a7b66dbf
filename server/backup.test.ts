import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrPromoteAdmin } from "~/server/admin/admins.server";
import { sessionSecretFile } from "~/server/config.server";
import { type InProcessSite, openInProcessSite } from "../tests/support/in-process";
import { ADMIN } from "../tests/support/site-client";
import { enrolTestApp } from "../tests/support/two-factor";
import { backupCommand } from "./operation-command";

// `npm run backup` from a shell that lacks the site's SESSION_SECRET, on a site that takes it from
// its environment (so DATA_DIR holds none).
describe("npm run backup without the site's secret in the shell", () => {
  let site: InProcessSite;
  const backups = mkdtempSync(path.join(tmpdir(), "backup-command-"));

  beforeAll(async () => {
    site = await openInProcessSite("sqlite");
    rmSync(sessionSecretFile(site.config.DATA_DIR));
  });
  afterAll(async () => {
    await site.close();
    rmSync(backups, { recursive: true, force: true });
  });

  it("makes no secret of its own and says plainly that the site's is not in the backup", async () => {
    let said = "";
    const env = { DATA_DIR: site.config.DATA_DIR, DATABASE_URL: site.config.DATABASE_URL };
    const code = await backupCommand(["--to", backups], (text) => (said += text), env);
    expect(code).toBe(0);
    expect(said).toContain("session secret: NOT INCLUDED: none is in DATA_DIR and SESSION_SECRET is not set");
    expect(existsSync(sessionSecretFile(site.config.DATA_DIR))).toBe(false);
    const [folder] = readdirSync(backups);
    expect(readdirSync(path.join(backups, folder ?? ""))).not.toContain("session-secret");
  });
});

// The site takes SESSION_SECRET from its service's environment, and an admin has sealed an app's key
// with it; the shell that runs the backup has another secret, in DATA_DIR or in its own environment.
describe("npm run backup with a secret that is not the site's", () => {
  const SITE_SECRET = "the-secret-the-running-site-uses-0123456789";
  let site: InProcessSite;
  const backups = mkdtempSync(path.join(tmpdir(), "backup-secret-"));
  let env: Record<string, string>;
  const run = async (extra: Record<string, string> = {}) => {
    let said = "";
    const code = await backupCommand(["--to", backups], (text) => (said += text), { ...env, ...extra });
    expect(code, said).toBe(0);
    return /session secret: (.*)/.exec(said)?.[1] ?? "";
  };

  beforeAll(async () => {
    site = await openInProcessSite("sqlite", { SESSION_SECRET: SITE_SECRET });
    await createOrPromoteAdmin(site.app.db, { email: ADMIN.email, password: ADMIN.password });
    await enrolTestApp(site.app, site.config, ADMIN);
    env = { DATA_DIR: site.config.DATA_DIR, DATABASE_URL: site.config.DATABASE_URL };
  });
  afterAll(async () => {
    await site.close();
    rmSync(backups, { recursive: true, force: true });
  });

  it("says plainly that a SESSION_SECRET in the shell is not the site's", async () => {
    const line = await run({ SESSION_SECRET: "another-secret-typed-into-this-shell-012345" });
    expect(line).toMatch(/^NOT THE SITE'S: the secret SESSION_SECRET in this shell does not open/);
  });

  it("says plainly that a secret file left in DATA_DIR is not the site's, though it is included", async () => {
    writeFileSync(sessionSecretFile(site.config.DATA_DIR), "a-secret-an-older-start-generated-0123456789\n");
    try {
      expect(await run()).toMatch(/^NOT THE SITE'S: the secret in DATA_DIR does not open/);
    } finally {
      rmSync(sessionSecretFile(site.config.DATA_DIR));
    }
  });

  it("says nothing of the kind when the shell has the site's secret", async () => {
    expect(await run({ SESSION_SECRET: SITE_SECRET })).toBe(
      "not included: SESSION_SECRET is set, keep it safe beside the backup",
    );
  });
});
