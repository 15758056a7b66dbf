import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/database.server";
import { type LeadSite, startLeadSite, stopLeadSite } from "../support/lead-site";
import { downloadedSha256, npmRun, type SentFile, uploadFile } from "../support/operations";
import { type RunningServer, startServer } from "../support/server";
import { ADMIN, siteClient, tag } from "../support/site-client";

// The machine is lost: the off-machine copy (a local restic repository stands in for the S3 bucket
// or SSH host) restores into an empty data folder, and the site there serves the same leads and files.

const LEADS = 12;

describe("backup off the machine with restic, and the restore drill", () => {
  let site: LeadSite;
  const client = siteClient(() => site.server.url);
  const work = mkdtempSync(path.join(tmpdir(), "site-offsite-"));
  const backups = path.join(work, "backups");
  const repository = path.join(work, "repository");
  const passwordFile = path.join(work, "restic-password");
  const restic = {
    RESTIC_REPOSITORY: repository,
    RESTIC_PASSWORD_FILE: passwordFile,
    RESTIC_CACHE_DIR: path.join(work, "restic-cache"),
  };
  const leadIds: string[] = [];
  let files: SentFile[];
  const run = tag();

  const siteEnv = () => ({ DATABASE_URL: site.database.url, DATA_DIR: site.database.dataDir, ...restic });
  const snapshots = () => {
    const listed = spawnSync("restic", ["snapshots", "--json", "--tag", "site"], {
      env: { ...process.env, ...restic },
      encoding: "utf8",
    });
    expect(listed.status, listed.stderr).toBe(0);
    return (JSON.parse(listed.stdout) as unknown[]).length;
  };

  beforeAll(async () => {
    writeFileSync(passwordFile, "a repository password for the test\n", { mode: 0o600 });
    site = await startLeadSite("sqlite");
    for (let n = 0; n < LEADS; n++) {
      const response = await client.postJson("/api/feedback", {
        name: `Offsite ${run} ${n}`,
        email: `offsite${n}@example.com`,
        message: `Off-machine run ${run}, lead ${n}.`,
      });
      expect(response.status).toBe(201);
      leadIds.push(((await response.json()) as { id: string }).id);
    }
    files = [await uploadFile(client), await uploadFile(client, "/upload-file")];
  });

  afterAll(async () => {
    await stopLeadSite(site);
    rmSync(work, { recursive: true, force: true });
  });

  it("refuses to run without a repository, saying which variable to set", async () => {
    const { RESTIC_REPOSITORY: _, ...withoutRepository } = siteEnv();
    const refused = await npmRun("backup-offsite", ["--to", backups], withoutRepository);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain("RESTIC_REPOSITORY is not set");
  });

  it("copies each backup into the repository and rotates the copies there and here", async () => {
    const first = await npmRun("backup-offsite", ["--to", backups], siteEnv());
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain("Backup written to");
    expect(first.output).toContain(`Copied off the machine to ${repository}; 1 snapshots kept there`);
    for (let n = 0; n < 3; n++) {
      const next = await npmRun("backup-offsite", ["--to", backups, "--keep-last", "2"], siteEnv());
      expect(next.code, next.output).toBe(0);
    }
    expect(snapshots()).toBe(2);
    expect(readdirSync(backups)).toHaveLength(3);
  }, 240_000);

  it("restores the copy into an empty data folder where the site serves the same leads and files", async () => {
    // The machine and its backups are gone; only the repository and its password are left.
    rmSync(backups, { recursive: true, force: true });
    const target = path.join(work, "drill");
    const drill = await npmRun("restore-drill", [target], restic);
    expect(drill.code, drill.output).toBe(0);
    expect(drill.output).toContain(
      `Restore drill passed: the site restored into ${path.join(target, "data")}`,
    );

    const data = path.join(target, "data");
    const restoredDb = openDatabase(`file:${path.join(data, "app.db")}`);
    const restoredIds = await restoredDb.db.selectFrom("feedback").select("id").execute();
    await restoredDb.db.destroy();
    expect(restoredIds.map((row) => row.id).sort()).toEqual([...leadIds].sort());

    let server: RunningServer | undefined;
    try {
      server = await startServer({ DATABASE_URL: `file:${path.join(data, "app.db")}`, DATA_DIR: data });
      const restoredSite = siteClient(() => server?.url ?? "");
      const admin = await restoredSite.login(ADMIN);
      const last = LEADS - 1;
      const inbox = await restoredSite.request(
        `/admin/inbox?kind=feedback&q=${encodeURIComponent(`${run}, lead ${last}.`)}`,
        { headers: { accept: "text/html", cookie: admin.cookie } },
      );
      expect(inbox.status).toBe(200);
      expect(await inbox.text()).toContain(leadIds[last]);
      for (const file of files) {
        expect(await downloadedSha256(restoredSite, admin.cookie, file.id)).toBe(file.sha256);
      }
    } finally {
      expect(await server?.stop()).toBe(0);
    }
  }, 240_000);
});
