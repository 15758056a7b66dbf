import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { resetMail, setPasswordMail, verificationMail } from "~/server/mail/account-mails.server";
import { enqueueMail } from "~/server/mail/outbox.server";
import {
  type OutboxWorker,
  type OutboxWorkerOptions,
  startOutboxWorker,
} from "~/server/mail/outbox-worker.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import { type SmtpSink, startSmtpSink } from "../support/smtp";

const log = pino({ level: "silent" });
const MAIL_FROM = "Website <no-reply@example.in>";
const APP_URL = "https://www.example.in";
/** The outbox's settings, with a long poll: each test decides when mail goes out. */
const SETTINGS = {
  OUTBOX_POLL_MS: 600_000,
  OUTBOX_RETRY_BASE_MS: 30_000,
  SMTP_TIMEOUT_MS: 30_000,
  UPLOADS_DIR: "/nonexistent",
};

describe.each(testDialects)("outbox worker on %s", (dialect) => {
  let database: TestDatabase;
  let app: AppDatabase;
  let sink: SmtpSink;
  const workers: OutboxWorker[] = [];
  const extraConnections: AppDatabase[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = openDatabase(database.url);
    await migrateToLatest(app);
    sink = await startSmtpSink();
  });

  afterAll(async () => {
    await sink?.close();
    await app?.db.destroy();
    await database?.drop();
  });

  beforeEach(async () => {
    await app.db.deleteFrom("mail_outbox").execute();
    sink.messages.length = 0;
    sink.rejectNext(0);
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(extraConnections.splice(0).map((connection) => connection.db.destroy()));
  });

  /** A worker that only works when told to (a long poll), so each test decides when mail goes out. */
  const worker = (
    { maxAttempts, ...settings }: Partial<OutboxWorkerOptions["config"]> & { maxAttempts?: number } = {},
    connection = app,
  ) => {
    const started = startOutboxWorker({
      db: connection.db,
      dialect: connection.dialect,
      config: { ...SETTINGS, SMTP_URL: sink.url, MAIL_FROM, OUTBOX_RETRY_BASE_MS: 200, ...settings },
      log,
      maxAttempts,
    });
    workers.push(started);
    return started;
  };

  const row = (id: string) =>
    app.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  const enqueue = (subject: string, to = "staff@example.in") =>
    enqueueMail(app.db, {
      to,
      subject,
      text: `Body of ${subject}`,
      html: `<p>Body of ${subject}</p>`,
      replyTo: "visitor@example.com",
    });

  /** Waits until the row's next attempt is due. */
  const untilDue = async (id: string) => {
    const { next_attempt_at } = await row(id);
    const wait = new Date(next_attempt_at).getTime() - Date.now() + 20;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };

  it("sends a mail once through SMTP and marks it sent", async () => {
    const id = await enqueue("Once only");
    const outbox = worker();
    await outbox.drain();

    const mail = await sink.waitFor((received) => received.subject === "Once only");
    expect(mail.to).toEqual(["staff@example.in"]);
    expect(mail.from).toBe("no-reply@example.in");
    expect(mail.headers["reply-to"]).toBe("visitor@example.com");
    expect(mail.headers["message-id"]).toBe(`<${id}@outbox>`);
    expect(mail.text).toBe("Body of Once only");
    expect(mail.html).toBe("<p>Body of Once only</p>");

    const sent = await row(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(sent.sent_at).not.toBeNull();

    await outbox.drain();
    await outbox.drain();
    expect(sink.messages.filter((received) => received.subject === "Once only")).toHaveLength(1);
  });

  it("puts a refused mail back to wait with a growing delay, and sends it on a later drain", async () => {
    const id = await enqueue("Refused first");
    sink.rejectNext(1);
    const outbox = worker();
    const before = Date.now();
    await outbox.drain();

    expect(sink.rejected).toBeGreaterThanOrEqual(1);
    expect(sink.messages).toHaveLength(0);
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: "waiting", attempts: 1, sent_at: null });
    expect(waiting.last_error).toContain("451");
    const nextAttempt = new Date(waiting.next_attempt_at).getTime();
    expect(nextAttempt).toBeGreaterThan(before + 150);
    expect(nextAttempt).toBeLessThan(Date.now() + 1000);

    // Not due yet: nothing is sent.
    await outbox.drain();
    expect(sink.messages).toHaveLength(0);
    expect((await row(id)).attempts).toBe(1);

    await untilDue(id);
    await outbox.drain();
    await sink.waitFor((received) => received.subject === "Refused first");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(sink.messages).toHaveLength(1);
  });

  it("clears the body of a mail with a one-time link once it is sent, not while it waits to be tried again", async () => {
    const token = `live-token-${dialect}-0123456789`;
    const user = { email: "asha@example.in", name: "Asha" };
    const linkMails = [
      verificationMail(APP_URL, user, token),
      resetMail(APP_URL, user, token),
      setPasswordMail(APP_URL, user, token),
    ];
    const ids: string[] = [];
    for (const mail of linkMails) ids.push(await enqueueMail(app.db, mail));
    const lead = await enqueue("A lead notification");
    sink.rejectNext(4);
    // Long enough that none is due again before the first pass has tried all four.
    const outbox = worker({ OUTBOX_RETRY_BASE_MS: 1000 });
    await outbox.drain();

    for (const id of ids) {
      const waiting = await row(id);
      expect(waiting.status).toBe("waiting");
      expect(waiting.text_body).toContain(`token=${token}`);
      expect(waiting.html_body).toContain(`token=${token}`);
    }
    for (const id of [...ids, lead]) await untilDue(id);
    await outbox.drain();

    for (const [index, id] of ids.entries()) {
      const sent = await row(id);
      expect(sent).toMatchObject({
        status: "sent",
        to_address: user.email,
        subject: linkMails[index]?.subject,
      });
      expect(sent.text_body).not.toContain(token);
      expect(sent.html_body).toBeNull();
      const received = await sink.waitFor((mail) => mail.headers["message-id"] === `<${id}@outbox>`);
      expect(received.text).toContain(`token=${token}`);
    }
    expect(await row(lead)).toMatchObject({
      status: "sent",
      text_body: "Body of A lead notification",
      html_body: "<p>Body of A lead notification</p>",
    });
  });

  it("marks a mail failed after maxAttempts refusals and stops trying", async () => {
    const id = await enqueue("Never accepted");
    sink.rejectNext(100, 550);
    const outbox = worker({ maxAttempts: 3, OUTBOX_RETRY_BASE_MS: 100 });

    const firstTry = Date.now();
    await outbox.drain();
    const first = await row(id);
    expect(first).toMatchObject({ status: "waiting", attempts: 1 });
    expect(new Date(first.next_attempt_at).getTime()).toBeGreaterThanOrEqual(firstTry + 100);
    await untilDue(id);
    const secondTry = Date.now();
    await outbox.drain();
    const second = await row(id);
    expect(second).toMatchObject({ status: "waiting", attempts: 2 });
    // The delay doubles: 100 ms after the first attempt, 200 ms after the second.
    expect(new Date(second.next_attempt_at).getTime()).toBeGreaterThanOrEqual(secondTry + 200);
    await untilDue(id);
    await outbox.drain();

    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", attempts: 3, sent_at: null });
    expect(failed.last_error).toContain("550");

    const refusedSoFar = sink.rejected;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await outbox.drain();
    expect(sink.rejected).toBe(refusedSoFar);
    expect((await row(id)).attempts).toBe(3);
    expect(sink.messages).toHaveLength(0);
  });

  it("fails a mail at once, without sending it, when its attachment's file is gone; never tries it again", async () => {
    const uploads = mkdtempSync(path.join(tmpdir(), "outbox-attachments-"));
    try {
      writeFileSync(path.join(uploads, "kept.pdf"), "%PDF-1.4\n");
      const id = await enqueueMail(app.db, {
        to: "hr@example.in",
        subject: "A CV deleted with its lead",
        text: "Body",
        attachments: [
          { storedName: "kept.pdf", fileName: "kept.pdf", contentType: "application/pdf" },
          { storedName: "deleted.pdf", fileName: "Asha_CV.pdf", contentType: "application/pdf" },
        ],
      });
      const outbox = worker({ UPLOADS_DIR: uploads, OUTBOX_RETRY_BASE_MS: 100 });
      await outbox.drain();
      const failed = await row(id);
      expect(failed).toMatchObject({ status: "failed", attempts: 1, sent_at: null });
      expect(failed.last_error).toBe("attachment deleted.pdf is gone");
      await new Promise((resolve) => setTimeout(resolve, 300));
      await outbox.drain();
      expect((await row(id)).attempts).toBe(1);
      expect(sink.messages).toHaveLength(0);
    } finally {
      rmSync(uploads, { recursive: true, force: true });
    }
  });

  it("leaves mail waiting in the outbox when SMTP_URL is not set", async () => {
    const id = await enqueue("No transport");
    const outbox = startOutboxWorker({ db: app.db, dialect, config: { ...SETTINGS, MAIL_FROM }, log });
    workers.push(outbox);
    await outbox.drain();
    expect(await row(id)).toMatchObject({ status: "waiting", attempts: 0, sent_at: null, last_error: null });
    expect(sink.messages).toHaveLength(0);
  });

  it("sends each mail exactly once when two workers drain the same outbox together", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 45; index++) ids.push(await enqueue(`Shared ${index}`));

    const second = openDatabase(database.url);
    extraConnections.push(second);
    const [first, other] = [worker({}, app), worker({}, second)];
    await Promise.all([first.drain(), other.drain(), first.drain(), other.drain()]);

    const rows = await app.db.selectFrom("mail_outbox").select(["id", "status", "attempts"]).execute();
    expect(rows).toHaveLength(45);
    for (const mail of rows) expect(mail).toMatchObject({ status: "sent", attempts: 1 });

    const messageIds = sink.messages.map((received) => received.headers["message-id"]);
    expect(messageIds).toHaveLength(45);
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@outbox>`)));
  });
});
