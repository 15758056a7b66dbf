import { randomUUID } from "node:crypto";
import { existsSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { OutboxStatus } from "~/server/db/schema.server";
import { deleteLeads } from "~/server/leads/delete-leads.server";
import { expireLeads, RETENTION_LOCK } from "~/server/leads/retention.server";
import { createLogger } from "~/server/logger.server";
import { enqueueMail } from "~/server/mail/outbox.server";
import { startMaintenance } from "~/server/operations/maintenance.server";
import { retryMails } from "~/server/site-health/site-health.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { leadsWithFiles } from "../support/lead-files";
import { outboxDrained } from "../support/lead-site";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(testDialects)("lead retention on %s", (dialect) => {
  const { site } = useAdminSite(dialect, {}, { signIn: false });
  const leads = leadsWithFiles(() => site);
  const uploadsDir = () => path.join(site.database.dataDir, "uploads");
  const retention = (days?: number) =>
    expireLeads(site.app, { UPLOADS_DIR: uploadsDir(), LEAD_RETENTION_DAYS: days });

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

    const nothing = { leads: 0, files: 0, mails: 0, oldMails: 0, orphans: 0, skipped: false };
    // Unset: nothing goes.
    expect(await retention(undefined)).toEqual(nothing);
    expect(await leadIds([...gone, ...kept])).toEqual([...gone, ...kept].sort());
    for (const file of Object.values(files)) expect(existsSync(file), file).toBe(true);

    // Set: the closed leads past it go, the linked brief with its enquiry, each with its mails.
    expect(await retention(30)).toEqual({
      leads: 3,
      files: 2,
      mails: before.mails.length,
      oldMails: 0,
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
    expect(await retention(30)).toEqual(nothing);
  });

  /** A mail put in the outbox as the site does, then aged: finished (or not) `days` ago. */
  async function agedMail(status: OutboxStatus, days: number, leadId: string | null = null) {
    const at = new Date(Date.now() - days * DAY).toISOString();
    return site.app.db.transaction().execute(async (trx) => {
      const id = await enqueueMail(trx, {
        to: "boss@example.in",
        subject: `Digest naming Asha Rao ${randomUUID()}`,
        text: "New leads: Asha Rao (asha@example.in) asked about React.",
        purpose: leadId ? "notification" : "digest",
        leadId: leadId ?? undefined,
      });
      await trx
        .updateTable("mail_outbox")
        .set({
          status,
          created_at: at,
          sent_at: status === "sent" ? at : null,
          // A waiting one is not due, so the running outbox leaves it waiting.
          next_attempt_at: status === "waiting" ? new Date(Date.now() + DAY).toISOString() : at,
        })
        .where("id", "=", id)
        .execute();
      return id;
    });
  }
  const mailsLeft = async (ids: string[]) =>
    (await site.app.db.selectFrom("mail_outbox").select("id").where("id", "in", ids).execute())
      .map((row) => row.id)
      .sort();
  const auditDetails = (targetId: string) =>
    site.app.db
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("target_type", "=", "mail_outbox")
      .where("target_id", "=", targetId)
      .execute();

  it("deletes digests and other finished mails about no kept lead after 90 days, or after LEAD_RETENTION_DAYS when set; a kept lead's mails stay", async () => {
    const keptLead = await leads.feedback();
    await outboxDrained(site);
    const old = {
      sentDigest: await agedMail("sent", 100),
      failedNotice: await agedMail("failed", 100),
      aboutDeletedLead: await agedMail("sent", 100, randomUUID()),
    };
    const kept = {
      younger: await agedMail("sent", 60),
      waiting: await agedMail("waiting", 100),
      aboutKeptLead: await agedMail("sent", 100, keptLead),
    };
    try {
      // The failed one was retried by staff once: its audit entry quotes the address it failed for.
      await retryMails(site.app.db, { id: null, email: "boss@example.in" }, [old.failedNotice]);
      await site.app.db
        .updateTable("mail_outbox")
        .set({ status: "failed", last_error: "550 <asha@example.in> rejected" })
        .where("id", "=", old.failedNotice)
        .execute();
      expect(await auditDetails(old.failedNotice)).toEqual([
        { action: "mail.retried", details: expect.any(String) },
      ]);

      // Unset: 90 days.
      expect(await retention(undefined)).toMatchObject({ leads: 0, oldMails: 3 });
      expect(await mailsLeft(Object.values(old))).toEqual([]);
      expect(await mailsLeft(Object.values(kept))).toEqual(Object.values(kept).sort());
      expect(await auditDetails(old.failedNotice)).toEqual([{ action: "mail.retried", details: null }]);

      // Set: its period instead.
      expect(await retention(30)).toMatchObject({ oldMails: 1 });
      expect(await mailsLeft(Object.values(kept))).toEqual([kept.waiting, kept.aboutKeptLead].sort());
      expect(await retention(30)).toMatchObject({ oldMails: 0 });
    } finally {
      // The waiting one would hold up the next test's wait for an empty outbox.
      await site.app.db.deleteFrom("mail_outbox").where("id", "=", kept.waiting).execute();
    }
  });

  it("clears the audit details of a deleted lead's mails", async () => {
    const lead = await leads.feedback();
    await outboxDrained(site);
    const mails = await site.app.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("lead_id", "=", lead)
      .execute();
    const mail = mails[0]?.id ?? "";
    await site.app.db
      .updateTable("mail_outbox")
      .set({ status: "failed", last_error: "550 <asha@example.in> rejected" })
      .where("id", "=", mail)
      .execute();
    await retryMails(site.app.db, { id: null, email: "boss@example.in" }, [mail]);
    expect((await auditDetails(mail))[0]?.details).toContain("asha@example.in");
    expect(await deleteLeads(site.app.db, uploadsDir(), async () => [lead])).toMatchObject({ leads: 1 });
    expect(await mailsLeft([mail])).toEqual([]);
    // Who retried it and when stays; what it quoted goes.
    expect(await auditDetails(mail)).toEqual([{ action: "mail.retried", details: null }]);
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
        COMPANY_EMAIL: "info@example.in",
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
      await maintenance.stop();
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
