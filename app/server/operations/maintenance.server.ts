import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { indiaDayOf } from "~/lib/india-days";
import { avatarDir } from "../accounts/avatars.server";
import type { AppContext } from "../app-context.server";
import { pruneChallenges } from "../auth/passkeys.server";
import { SESSION_IDLE_MS } from "../auth/sessions.server";
import type { Config } from "../config.server";
import { readPublished } from "../content/store.server";
import { remindBatches } from "../courses/batch-reminders.server";
import { releaseUnpaidSeats } from "../courses/unpaid.server";
import type { Database } from "../db/schema.server";
import { incomingDir } from "../http/multipart.server";
import { queueDigests } from "../inbox/digest.server";
import { expireLeads } from "../leads/retention.server";
import { mailQueued } from "../mail/outbox.server";
import { startPeriodic } from "../periodic.server";
import { pruneRateLimits } from "../rate-limit.server";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The server's requestTimeout ends every upload within minutes: older parts were left by a crash. */
const STRAY_PART_MS = HOUR_MS;

/** Every step is idempotent, so each worker may run it on its own schedule. */
export async function pruneExpired(
  db: Kysely<Database>,
  config: Pick<Config, "DATA_DIR" | "UPLOADS_DIR">,
  now = new Date(),
) {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const rateLimits = await pruneRateLimits(db, now);
  const sessions = await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now.toISOString()),
        eb("last_seen_at", "<=", new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
      ]),
    )
    .executeTakeFirst();
  const tokens = await db
    .deleteFrom("one_time_tokens")
    .where((eb) => eb.or([eb("used_at", "<=", dayAgo), eb("expires_at", "<=", dayAgo)]))
    .executeTakeFirst();
  const challenges = await pruneChallenges(db, now);
  const acknowledgementBudgets = await db
    .deleteFrom("acknowledgement_budgets")
    .where("day", "<", indiaDayOf(new Date(now.getTime() - DAY_MS)))
    .executeTakeFirst();
  let parts = 0;
  for (const dir of [config.UPLOADS_DIR, avatarDir(config.DATA_DIR)]) {
    parts += await removeStrayParts(incomingDir(dir), now);
    // Pictures are re-encoded into `<name>.webp.part` beside the stored files, then renamed.
    parts += await removeStrayParts(dir, now);
  }
  return {
    rateLimits,
    sessions: Number(sessions.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
    challenges,
    acknowledgementBudgets: Number(acknowledgementBudgets.numDeletedRows),
    parts,
  };
}

async function removeStrayParts(dir: string, now: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(".part")) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < STRAY_PART_MS) continue;
    try {
      await unlink(file);
      removed += 1;
    } catch {}
  }
  return removed;
}

/** With the published limit, catalogue and company name, as a worker's content has them. */
export async function releaseUnpaidFromPublished(db: Kysely<Database>, now = new Date()) {
  const { content } = await readPublished(db);
  return releaseUnpaidSeats(
    db,
    { unpaidDays: content.payments.unpaidDays, catalogue: content.courses, company: content.profile.name },
    now,
  );
}

export function startMaintenance({
  db,
  dialect,
  config,
  log,
  everyMs = 15 * 60 * 1000,
}: Pick<AppContext, "db" | "dialect" | "log"> & {
  config: Pick<Config, "DATA_DIR" | "UPLOADS_DIR" | "APP_URL" | "COMPANY_EMAIL" | "LEAD_RETENTION_DAYS">;
  everyMs?: number;
}) {
  // Each job on its own: one that fails is logged and tried again at the next run.
  const attempt = async (failure: string, job: () => Promise<void>) => {
    try {
      await job();
    } catch (error) {
      log.warn({ err: error }, `${failure} failed; it is tried again later`);
    }
  };
  const queued = (name: string, count: number, message: string) => {
    if (count === 0) return;
    mailQueued();
    log.info({ [name]: count }, message);
  };
  const run = async () => {
    await attempt("pruning expired data", async () => {
      const pruned = await pruneExpired(db, config);
      if (Object.values(pruned).some((count) => count > 0)) log.info({ pruned }, "pruned expired data");
    });
    await attempt("queueing the daily digests", async () =>
      queued("digests", await queueDigests(db, config), "queued the daily digests"),
    );
    await attempt("queueing the batches' reminders", async () =>
      queued(
        "reminded",
        await remindBatches(db, async () => (await readPublished(db)).content, config),
        "queued the reminders of batches starting soon",
      ),
    );
    await attempt("giving back unpaid enrolments' seats", async () =>
      queued("released", await releaseUnpaidFromPublished(db), "gave back the seats of unpaid enrolments"),
    );
    await attempt("deleting closed leads past their retention", async () => {
      const expired = await expireLeads({ db, dialect }, config);
      // Counts only: what the leads held is gone, and the log must not keep it either.
      if (expired.leads > 0 || expired.oldMails > 0 || expired.orphans > 0)
        log.info(
          { expired },
          "deleted closed leads and old mails past their retention, and unused upload files",
        );
    });
  };
  return startPeriodic(run, { everyMs, firstWithinMs: 60_000 });
}
