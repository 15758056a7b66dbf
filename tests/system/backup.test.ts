import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/database.server";
import { type LeadSite, startLeadSite, stopLeadSite } from "../support/lead-site";
import { downloadedSha256, npmRun, type SentFile, sha256, uploadFile } from "../support/operations";
import { type RunningServer, startServer } from "../support/server";
import { type Account, ADMIN, type Session, siteClient, tag } from "../support/site-client";
import { editorFormOf } from "../support/site-content";

// A backup taken while the site writes holds every lead acknowledged
// before it began, and restores into a new data folder that the site runs on.

/** Requests kept in flight by the write load. */
const IN_FLIGHT = 8;
/** Acknowledged leads before the backup starts, so the copy has something to prove. */
const BEFORE_BACKUP = 150;

describe("backup and restore of a running SQLite site", () => {
  let site: LeadSite;
  const client = siteClient(() => site.server.url);
  const work = mkdtempSync(path.join(tmpdir(), "site-backup-"));
  const backups = path.join(work, "backups");
  let account: Account;
  let oldSession: Session;
  let files: SentFile[];
  /** The published founder's photo: its address and bytes as the site served them. */
  let photo: { src: string; sha256: string };
  let backupFolder: string;
  /** Leads acknowledged (201) before `npm run backup` was started. */
  const beforeBackup: { n: number; id: string }[] = [];
  let duringBackup = 0;
  const run = tag();

  const siteEnv = () => ({ DATABASE_URL: site.database.url, DATA_DIR: site.database.dataDir });
  const restoredEnv = (dir: string) => ({ DATABASE_URL: `file:${path.join(dir, "app.db")}`, DATA_DIR: dir });

  beforeAll(async () => {
    site = await startLeadSite("sqlite");
    account = await client.register(true);
    oldSession = await client.login(account);
    files = [await uploadFile(client), await uploadFile(client, "/upload-file"), await uploadFile(client)];
    photo = await publishFounderPhoto();
  });

  /** Publishes a new photo of the founder through the editor, as an admin does. */
  async function publishFounderPhoto() {
    const admin = await client.login(ADMIN);
    const form = await editorFormOf(client.request, admin, "founder", {
      intent: "publish",
      "photo.alt": "Our founder",
    });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    form.set("photo.file", new Blob([new Uint8Array(png)], { type: "image/png" }), "founder.png");
    const published = await client.request("/admin/content/founder", {
      method: "POST",
      headers: { cookie: admin.cookie, accept: "application/json" },
      body: form,
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const src = String((await editorFormOf(client.request, admin, "founder", {})).get("photo.src"));
    expect(src).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    const served = await client.request(src);
    expect(served.status).toBe(200);
    return { src, sha256: sha256(new Uint8Array(await served.arrayBuffer())) };
  }

  afterAll(async () => {
    await stopLeadSite(site);
    rmSync(work, { recursive: true, force: true });
  });

  it("copies a site under write load: every lead acknowledged before it began comes back", async () => {
    let backupStarted = false;
    let stopLoad = false;
    let sent = 0;
    const errors: string[] = [];
    const worker = async () => {
      while (!stopLoad) {
        const n = sent++;
        const response = await client.postJson("/api/feedback", {
          name: `Load ${run} ${n}`,
          email: `load${n}@example.com`,
          message: `Backup run ${run}, lead ${n}.`,
        });
        if (response.status !== 201) {
          errors.push(`${response.status} ${await response.text()}`);
          continue;
        }
        const { id } = (await response.json()) as { id: string };
        if (backupStarted) duringBackup++;
        else beforeBackup.push({ n, id });
      }
    };
    const load = Array.from({ length: IN_FLIGHT }, worker);
    while (beforeBackup.length < BEFORE_BACKUP && errors.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    backupStarted = true;
    const started = performance.now();
    const result = await npmRun("backup", ["--to", backups], siteEnv());
    const seconds = (performance.now() - started) / 1000;
    stopLoad = true;
    await Promise.all(load);

    expect(errors).toEqual([]);
    expect(result.output).toContain("Backup written to");
    expect(result.code, result.output).toBe(0);
    // The copy was made while leads kept arriving.
    expect(duringBackup).toBeGreaterThan(0);
    process.stdout.write(
      `backup: ${beforeBackup.length} leads acknowledged before, ${duringBackup} during the ${seconds.toFixed(1)} s backup\n`,
    );
    const [folder, ...others] = readdirSync(backups);
    expect(others).toEqual([]);
    backupFolder = path.join(backups, folder ?? "");
    expect(folder).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(readdirSync(backupFolder).sort()).toEqual(
      ["app.db", "manifest.json", "session-secret", "site-media", "uploads", "user-images"].sort(),
    );
  }, 90_000);

  it("restores into a new data folder where the site finds the leads, files and accounts", async () => {
    const target = mkdtempSync(path.join(work, "restored-"));
    const restored = await npmRun("restore", [backupFolder], restoredEnv(target));
    expect(restored.code, restored.output).toBe(0);
    expect(existsSync(`${path.join(target, "app.db")}-wal`)).toBe(false);

    const inFile = openDatabase(`file:${path.join(target, "app.db")}`);
    const found = await inFile.db
      .selectFrom("feedback")
      .select("id")
      .where(
        "id",
        "in",
        beforeBackup.map((lead) => lead.id),
      )
      .execute();
    await inFile.db.destroy();
    expect(found.length).toBe(beforeBackup.length);

    let server: RunningServer | undefined;
    try {
      server = await startServer({
        ...restoredEnv(target),
        APP_URL: "https://www.example.in",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
      const restoredSite = siteClient(() => server?.url ?? "");
      const admin = await restoredSite.login(ADMIN);
      // The admin finds the last lead acknowledged before the backup by its message.
      const last = beforeBackup.at(-1) ?? { n: -1, id: "" };
      const inbox = await restoredSite.request(
        `/admin/inbox?kind=feedback&q=${encodeURIComponent(`${run}, lead ${last.n}.`)}`,
        { headers: { accept: "text/html", cookie: admin.cookie } },
      );
      expect(inbox.status).toBe(200);
      const html = await inbox.text();
      expect(html).toContain(last.id);
      expect(html).toContain("1–1 of 1");

      for (const file of files) {
        expect(await downloadedSha256(restoredSite, admin.cookie, file.id)).toBe(file.sha256);
      }
      // A session from before the backup is still signed in: the sessions table and secret came back.
      const still = await restoredSite.request("/user", { headers: { cookie: oldSession.cookie } });
      expect(still.status).toBe(200);
      const session = await restoredSite.login(account);
      const user = (await (
        await restoredSite.request("/user", { headers: { cookie: session.cookie } })
      ).json()) as {
        email: string;
        image: string;
      };
      expect(user.email).toBe(account.email);
      const [before, after] = await Promise.all(
        [client, restoredSite].map(async (c) =>
          sha256(new Uint8Array(await (await c.request(user.image)).arrayBuffer())),
        ),
      );
      expect(after).toBe(before);
      // The published photo is served by the restored site, the same bytes.
      const restoredPhoto = await restoredSite.request(photo.src);
      expect(restoredPhoto.status).toBe(200);
      expect(sha256(new Uint8Array(await restoredPhoto.arrayBuffer()))).toBe(photo.sha256);
      expect(await (await restoredSite.request("/")).text()).toContain(photo.src);
    } finally {
      expect(await server?.stop()).toBe(0);
    }
  }, 60_000);

  it("refuses a target that has a database unless --force, which moves the old one aside", async () => {
    const target = mkdtempSync(path.join(work, "occupied-"));
    writeFileSync(path.join(target, "app.db"), "the database that was here");
    const refused = await npmRun("restore", [backupFolder], restoredEnv(target));
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe(
      `${path.join(target, "app.db")} already exists: stop the site and run again with --force to move what is there aside.`,
    );

    const forced = await npmRun("restore", [backupFolder, "--force"], restoredEnv(target));
    expect(forced.code, forced.output).toBe(0);
    const aside = readdirSync(target).filter((name) => name.startsWith("app.db.before-restore-"));
    expect(aside).toHaveLength(1);
    expect(sha256(new Uint8Array(readFileSync(path.join(target, aside[0] ?? ""))))).toBe(
      sha256(new TextEncoder().encode("the database that was here")),
    );
  });

  it("refuses a damaged backup and changes nothing", async () => {
    const damaged = path.join(work, "damaged");
    cpSync(backupFolder, damaged, { recursive: true });
    const db = path.join(damaged, "app.db");
    const bytes = readFileSync(db);
    bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0xff;
    writeFileSync(db, bytes);
    const target = mkdtempSync(path.join(work, "untouched-"));
    const refused = await npmRun("restore", [damaged], restoredEnv(target));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("does not match its manifest (sha256 differs)");
    expect(existsSync(path.join(target, "app.db"))).toBe(false);

    const missingFile = path.join(work, "missing-file");
    cpSync(backupFolder, missingFile, { recursive: true });
    const [upload] = readdirSync(path.join(missingFile, "uploads"));
    unlinkSync(path.join(missingFile, "uploads", upload ?? ""));
    const incomplete = await npmRun("restore", [missingFile], restoredEnv(target));
    expect(incomplete.code).toBe(1);
    expect(incomplete.output).toContain("The backup's uploads folder does not match its manifest");
    expect(existsSync(path.join(target, "app.db"))).toBe(false);
  });

  it("leaves no folder behind when a backup fails", async () => {
    const elsewhere = path.join(work, "failed-backups");
    const failed = await npmRun("backup", ["--to", elsewhere], {
      DATABASE_URL: `file:${path.join(work, "no-such.db")}`,
      DATA_DIR: site.database.dataDir,
    });
    expect(failed.code).toBe(1);
    expect(failed.output.trim()).toBe(`No database file at ${path.join(work, "no-such.db")}.`);
    expect(readdirSync(elsewhere)).toEqual([]);
  });
});
