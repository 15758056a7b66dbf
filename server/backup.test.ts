import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionSecretFile } from "~/server/config.server";
import { type InProcessSite, openInProcessSite } from "../tests/support/in-process";
import { backupCommand } from "./backup";

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
