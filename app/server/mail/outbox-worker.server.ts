import { stat } from "node:fs/promises";
import path from "node:path";
import { type Selectable, sql } from "kysely";
import type { Transporter } from "nodemailer";
import type { AppContext } from "../app-context.server";
import type { Config } from "../config.server";
import type { Database } from "../db/schema.server";
import { outboxSignal } from "./outbox.server";

type OutboxRow = Selectable<Database["mail_outbox"]>;

/** The one way the site talks to its mail server; nodemailer is loaded only when a mail goes out. */
export async function smtpTransport(
  smtpUrl: string,
  { SMTP_TIMEOUT_MS: timeoutMs }: Pick<Config, "SMTP_TIMEOUT_MS">,
): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

export interface OutboxWorkerOptions extends Pick<AppContext, "db" | "dialect" | "log"> {
  config: Pick<
    Config,
    "SMTP_URL" | "MAIL_FROM" | "OUTBOX_POLL_MS" | "OUTBOX_RETRY_BASE_MS" | "SMTP_TIMEOUT_MS" | "UPLOADS_DIR"
  >;
  /** Counts only attempts the SMTP server refused; then the mail is failed, for an admin to retry. */
  maxAttempts?: number;
}

/**
 * "degraded": the SMTP server refuses or is silent, but leads are still taken, so the instance stays
 * ready. Only "failing" (the database, or a stuck worker) and "stopped" make it unready.
 */
export type OutboxWorkerState = "running" | "disabled" | "degraded" | "failing" | "stopped";

export const readyOutboxStates: ReadonlySet<OutboxWorkerState> = new Set(["running", "disabled", "degraded"]);

export interface OutboxWorker {
  /** Resolves when everything due now was tried. */
  drain(): Promise<void>;
  stop(): Promise<void>;
  state(): OutboxWorkerState;
}

const BATCH = 20;
/** One send hanging until its timeout holds up one sender, not the batch behind it. */
const SENDERS = 4;
/** Re-claims a mail whose process died; longer than the longest send (2 × SMTP_TIMEOUT_MS). */
export const OUTBOX_LEASE_MS = 5 * 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** No retry would send it: an attachment's file is gone (deleted with its lead) or not ours. */
class UnsendableMail extends Error {}

/**
 * Without SMTP_URL mail stays in the outbox for the admins. The claim is one UPDATE … RETURNING: on
 * PostgreSQL with SKIP LOCKED; on SQLite the write lock is taken before the read, so no two workers
 * claim the same mail.
 */
export function startOutboxWorker({
  db,
  dialect,
  config,
  log,
  maxAttempts = 8,
}: OutboxWorkerOptions): OutboxWorker {
  const { OUTBOX_POLL_MS: pollMs, OUTBOX_RETRY_BASE_MS: retryBaseMs, SMTP_TIMEOUT_MS: timeoutMs } = config;
  if (!config.SMTP_URL) {
    log.info("SMTP_URL is not set: mail stays in the outbox for the admins");
    let disabledStopped = false;
    return {
      drain: async () => {},
      stop: async () => {
        disabledStopped = true;
      },
      state: () => (disabledStopped ? "stopped" : "disabled"),
    };
  }
  const smtpUrl = config.SMTP_URL;
  // Loaded with the first mail sent, not at start.
  let transport: Promise<Transporter> | null = null;
  const transportOf = () => (transport ??= smtpTransport(smtpUrl, config));

  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  // Ends the sends under way at shutdown: the worker's grace period is shorter than a send's timeout.
  const stopping = new AbortController();
  let lastPassFailed = false;
  let lastSendFailed = false;
  let lastProgressAt = Date.now();
  // A pass waits on each send for at most twice SMTP_TIMEOUT_MS.
  const stalledAfterMs = 3 * pollMs + 4 * timeoutMs;

  async function claim(): Promise<OutboxRow[]> {
    const now = new Date();
    let due = db
      .selectFrom("mail_outbox")
      .select("id")
      .where("status", "in", ["waiting", "sending"])
      .where("next_attempt_at", "<=", now.toISOString())
      .orderBy("next_attempt_at")
      .limit(BATCH);
    if (dialect === "postgres") due = due.forUpdate().skipLocked();
    return db
      .updateTable("mail_outbox")
      .set({
        status: "sending",
        attempts: sql<number>`attempts + 1`,
        next_attempt_at: new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString(),
      })
      .where("id", "in", due)
      .returningAll()
      .execute();
  }

  /** Stored names are ours; one that is not a plain file name of the folder is never read. */
  async function attachmentsOf(row: OutboxRow) {
    const files = await db
      .selectFrom("mail_attachments")
      .select(["stored_name", "file_name", "content_type"])
      .where("mail_id", "=", row.id)
      .orderBy("position")
      .execute();
    const attachments = [];
    for (const file of files) {
      if (path.basename(file.stored_name) !== file.stored_name)
        throw new UnsendableMail(`attachment ${file.stored_name} is not a stored file`);
      const stored = path.join(config.UPLOADS_DIR, file.stored_name);
      if (!(await stat(stored).catch(() => null))?.isFile())
        throw new UnsendableMail(`attachment ${file.stored_name} is gone`);
      attachments.push({ filename: file.file_name, contentType: file.content_type, path: stored });
    }
    return attachments;
  }

  async function send(row: OutboxRow) {
    try {
      await (await transportOf()).sendMail({
        attachments: await attachmentsOf(row),
        from: config.MAIL_FROM,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        messageId: `<${row.id}@outbox>`,
        // Each step has SMTP_TIMEOUT_MS (above); this bounds the whole send, inside the lease.
        signal: AbortSignal.any([AbortSignal.timeout(2 * timeoutMs), stopping.signal]),
      });
      lastSendFailed = false;
      await db
        .updateTable("mail_outbox")
        .set({
          status: "sent",
          sent_at: new Date().toISOString(),
          last_error: null,
          // A link mail's body would keep its one-time link readable in the outbox and in backups.
          ...(row.clear_when_sent
            ? { text_body: "(Cleared once sent: this mail carried a one-time link.)", html_body: null }
            : {}),
        })
        .where("id", "=", row.id)
        .execute();
      log.info({ mailId: row.id, to: row.to_address }, "mail sent");
    } catch (error) {
      lastSendFailed = true;
      const message = error instanceof Error ? error.message : String(error);
      // Only a server that answered and refused uses up the mail's attempts. While none answers
      // (down, unreachable, silent), the mail waits, however long the outage lasts.
      const refused = typeof (error as { responseCode?: unknown }).responseCode === "number";
      const gaveUp = error instanceof UnsendableMail || (refused && row.attempts >= maxAttempts);
      const delay = Math.min(retryBaseMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
      await db
        .updateTable("mail_outbox")
        .set({
          status: gaveUp ? "failed" : "waiting",
          last_error: message.slice(0, 1000),
          next_attempt_at: new Date(Date.now() + delay).toISOString(),
        })
        .where("id", "=", row.id)
        .execute();
      log.warn({ mailId: row.id, attempts: row.attempts, gaveUp, err: message }, "mail not sent");
    }
  }

  async function run() {
    do {
      again = false;
      for (;;) {
        const rows = await claim();
        // The database answers again, even while a backlog keeps this pass going.
        lastPassFailed = false;
        lastProgressAt = Date.now();
        const queue = [...rows];
        const sender = async () => {
          for (let row = queue.shift(); row; row = queue.shift()) {
            await send(row);
            lastProgressAt = Date.now();
          }
        };
        await Promise.all(Array.from({ length: Math.min(SENDERS, rows.length) }, sender));
        if (rows.length < BATCH || stopped) break;
      }
    } while (again && !stopped);
  }

  function tick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    // A pass that ends well has cleared lastPassFailed with its last claim.
    running = run()
      .catch((error) => {
        lastPassFailed = true;
        log.error({ err: error }, "outbox worker failed");
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const onQueued = () => void tick();
  outboxSignal.on("queued", onQueued);
  const timer = setInterval(onQueued, pollMs);
  timer.unref();
  void tick();

  return {
    async drain() {
      await tick();
      if (running) await running;
    },
    async stop() {
      stopped = true;
      stopping.abort();
      clearInterval(timer);
      outboxSignal.off("queued", onQueued);
      if (running) await running;
      (await transport)?.close();
    },
    state() {
      if (stopped) return "stopped";
      if (lastPassFailed || Date.now() - lastProgressAt > stalledAfterMs) return "failing";
      return lastSendFailed ? "degraded" : "running";
    },
  };
}
