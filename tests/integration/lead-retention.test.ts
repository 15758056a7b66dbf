import { randomUUID } from "node:crypto";
import { existsSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireLeads, RETENTION_LOCK } from "~/server/leads/retention.server";
import { createLogger } from "~/server/logger.server";
import { startMaintenance } from "~/server/maintenance.server";
import { testDialects } from "../support/databases";
import { leadsWithFiles } from "../support/lead-files";
import { type LeadSite, outboxDrained, startLeadSite, stopLeadSite } from "../support/lead-site";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(testDialects)("lead retention on %s", (dialect) => {
  let site: LeadSite;
  const leads = leadsWithFiles(() => site);
  const uploadsDir = () => path.join(site.database.dataDir, "uploads");
  const retention = (days?: number) =>
    expireLeads(site.app, { UPLOADS_DIR: uploadsDir(), LEAD_RETENTION_DAYS: days });

  beforeAll(async () => {
    site = await startLeadSite(dialect);
  }, 60_000);
  afterAll(() => stopLeadSite(site));

  const leadIds = async (ids: string[]) =>
    (await site.app.db.selectFrom("leads").select("id").where("id", "in", ids).execute())
      .map((row) => row.id)
      .sort();
  const rowsAbout = async (ids: string[]) => ({
    feedback: await site.app.db.selectFrom("feedback").select("id").where("id", "in", ids).execute(),
    enquiries: await site.app.db.selectFrom("enquiries").select("id").where("id", "in", ids).execute(),
    uploads: await site.app.db.selectFrom("uploads").select("id").where("id", "in", ids).execute(),
    events: await site.app.db.selectFrom("lead_events").select("id").where("lead_id", "in", ids).execute(),
    mails: await site.app.db.selectFrom("mail_outbox").select("id").where("lead_id", "in", ids).execute(),
  });

  it("deletes a closed lead past LEAD_RETENTION_DAYS with its files, rows and mails; keeps open leads, recent ones and every one while it is unset", async () => {
    // Past the period and closed: a CV won long ago, a need enquiry lost long ago with the brief sent on its page.
    const oldCv = await leads.upload();
    const { need, brief } = await leads.needWithBrief();
    // Kept: an open lead untouched as long; a closed one inside the period; a closed one with a recent note.
    const openCv = await leads.upload();
    const recentCv = await leads.upload();
    const notedFeedback = await leads.feedback();
    await outboxDrained(site);
    await leads.setStage(oldCv, "won", 40);
    await leads.setStage(need, "lost", 40);
    await leads.setStage(openCv, "qualified", 40);
    await leads.setStage(recentCv, "lost", 10);
    await leads.setStage(notedFeedback, "won", 40);
    await site.app.db
      .insertInto("lead_events")
      .values({
        id: randomUUID(),
        lead_id: notedFeedback,
        type: "note",
        actor_id: null,
        actor_email: "boss@example.in",
        body: "Asked us to keep it a little longer.",
        details: null,
        mail_id: null,
        created_at: new Date(Date.now() - 5 * DAY).toISOString(),
      })
      .execute();
    const gone = [oldCv, need, brief];
    const kept = [openCv, recentCv, notedFeedback];
    const files = {
      oldCv: await leads.storedFile(oldCv),
      brief: await leads.storedFile(brief),
      openCv: await leads.storedFile(openCv),
      recentCv: await leads.storedFile(recentCv),
    };
    for (const file of Object.values(files)) expect(existsSync(file), file).toBe(true);
    const before = await rowsAbout(gone);
    expect(before.mails.length).toBeGreaterThanOrEqual(3);

    // Unset: nothing goes.
    expect(await retention(undefined)).toEqual({ leads: 0, files: 0, mails: 0, orphans: 0, skipped: false });
    expect(await leadIds([...gone, ...kept])).toEqual([...gone, ...kept].sort());
    for (const file of Object.values(files)) expect(existsSync(file), file).toBe(true);

    // Set: the closed leads past it go, the linked brief with its enquiry, each with its mails.
    expect(await retention(30)).toEqual({
      leads: 3,
      files: 2,
      mails: before.mails.length,
      orphans: 0,
      skipped: false,
    });
    expect(await leadIds(gone)).toEqual([]);
    expect(await rowsAbout(gone)).toEqual({
      feedback: [],
      enquiries: [],
      uploads: [],
      events: [],
      mails: [],
    });
    expect(existsSync(files.oldCv)).toBe(false);
    expect(existsSync(files.brief)).toBe(false);
    expect(await leadIds(kept)).toEqual([...kept].sort());
    expect(existsSync(files.openCv)).toBe(true);
    expect(existsSync(files.recentCv)).toBe(true);
    expect((await rowsAbout(kept)).events).toHaveLength(1);
    // SQLite's search index followed the deleted rows (its triggers): FTS5 finds it consistent.
    if (dialect === "sqlite")
      await sql`insert into leads_search (leads_search) values ('integrity-check')`.execute(site.app.db);

    // Nothing is left to do the second time.
    expect(await retention(30)).toEqual({ leads: 0, files: 0, mails: 0, orphans: 0, skipped: false });
  });

  it("removes a stored upload file no row names once it is an hour old, and keeps a younger one", async () => {
    const orphan = path.join(uploadsDir(), `${randomUUID()}.pdf`);
    const arriving = path.join(uploadsDir(), `${randomUUID()}.pdf`);
    writeFileSync(orphan, "left by a deletion that stopped");
    writeFileSync(arriving, "its row is being written");
    const old = new Date(Date.now() - 2 * HOUR);
    utimesSync(orphan, old, old);
    const named = await leads.upload();
    const namedFile = await leads.storedFile(named);
    utimesSync(namedFile, old, old);
    await retention(undefined);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(arriving)).toBe(true);
    expect(existsSync(namedFile)).toBe(true);
  });

  it("runs as a step of the maintenance, on its own timer", async () => {
    const cv = await leads.upload();
    const file = await leads.storedFile(cv);
    await outboxDrained(site);
    await leads.setStage(cv, "won", 8);
    const maintenance = startMaintenance({
      db: site.app.db,
      dialect,
      config: {
        DATA_DIR: site.database.dataDir,
        UPLOADS_DIR: uploadsDir(),
        APP_URL: "https://www.example.in",
        LEAD_RETENTION_DAYS: 7,
      },
      log: createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" }),
      everyMs: 50,
    });
    try {
      await expect.poll(() => leadIds([cv]), { timeout: 10_000 }).toEqual([]);
      // The file goes after the deletion's commit (delete-leads.server.ts): a moment after the row.
      await expect.poll(() => existsSync(file)).toBe(false);
    } finally {
      maintenance.stop();
    }
  });

  it.runIf(dialect === "postgres")(
    "deletes on one instance at a time: skips while another holds the lock, and deletes after",
    async () => {
      const cv = await leads.upload();
      const file = await leads.storedFile(cv);
      await outboxDrained(site);
      await leads.setStage(cv, "lost", 40);
      const other = new pg.Client({ connectionString: site.database.url });
      await other.connect();
      try {
        await other.query("begin");
        await other.query("select pg_advisory_xact_lock($1)", [RETENTION_LOCK]);
        expect(await retention(30)).toMatchObject({ leads: 0, files: 0, skipped: true });
        expect(await leadIds([cv])).toEqual([cv]);
        expect(existsSync(file)).toBe(true);
        await other.query("commit");
      } finally {
        await other.end();
      }
      expect(await retention(30)).toMatchObject({ leads: 1, files: 1, skipped: false });
      expect(await leadIds([cv])).toEqual([]);
      expect(existsSync(file)).toBe(false);
    },
  );
});
