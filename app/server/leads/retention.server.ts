import { type Kysely, sql, type Transaction } from "kysely";
import { closedStages } from "~/lib/lead-kinds";
import type { Config } from "../config.server";
import type { AppDatabase } from "../db/database.server";
import type { Database } from "../db/schema.server";
import { type DeletedLeads, deleteLeads, removeMails, removeOrphanUploads } from "./delete-leads.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Small batches, so SQLite's write lock never makes a visitor's lead wait during a backlog. */
export const RETENTION_BATCH = 100;

/** The advisory lock's key: the decision record's number, unique among the periodic jobs. */
export const RETENTION_LOCK = 53;

const DEFAULT_MAIL_DAYS = 90;

const MAIL_BATCH = 500;

export interface Expired extends DeletedLeads {
  /** Finished mails about no kept lead (digests, notices) past the period. */
  oldMails: number;
  /** Left by a deletion that stopped before removing them. */
  orphans: number;
  skipped: boolean;
}

/** A lead's last change is its own or any event in its timeline. */
function expiredLeads(trx: Kysely<Database>, cutoff: string) {
  return trx
    .selectFrom("leads")
    .select("id")
    .where("stage", "in", closedStages)
    .where("updated_at", "<", cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("lead_events")
            .select("lead_events.id")
            .whereRef("lead_events.lead_id", "=", "leads.id")
            .where("lead_events.created_at", ">=", cutoff),
        ),
      ),
    )
    .orderBy("updated_at")
    .limit(RETENTION_BATCH)
    .execute()
    .then((rows) => rows.map((row) => row.id));
}

async function holdsLock(trx: Transaction<Database>) {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${sql.lit(RETENTION_LOCK)}) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

/** Mails about a lead still kept stay with it: its timeline shows them, and they go when it goes. */
async function pruneOldMails(db: Kysely<Database>, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  let total = 0;
  for (;;) {
    const removed = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("mail_outbox")
        .select("id")
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "sent"), eb("sent_at", "<", cutoff)]),
            eb.and([eb("status", "=", "failed"), eb("created_at", "<", cutoff)]),
          ]),
        )
        .where((eb) =>
          eb.or([
            eb("lead_id", "is", null),
            eb.not(
              eb.exists(
                eb.selectFrom("leads").select("leads.id").whereRef("leads.id", "=", "mail_outbox.lead_id"),
              ),
            ),
          ]),
        )
        .limit(MAIL_BATCH)
        .execute();
      return removeMails(trx, rows);
    });
    total += removed;
    if (removed < MAIL_BATCH) return total;
  }
}

/** On SQLite the write lock already takes the workers one at a time; PostgreSQL needs the lock. */
export async function expireLeads(
  { db, dialect }: AppDatabase,
  config: Pick<Config, "UPLOADS_DIR" | "LEAD_RETENTION_DAYS">,
  now = new Date(),
): Promise<Expired> {
  const total: Expired = { leads: 0, files: 0, mails: 0, oldMails: 0, orphans: 0, skipped: false };
  const days = config.LEAD_RETENTION_DAYS;
  if (days !== undefined) {
    const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
    for (;;) {
      let chosen = 0;
      const batch = await deleteLeads(db, config.UPLOADS_DIR, async (trx) => {
        if (dialect === "postgres" && !(await holdsLock(trx))) return null;
        const ids = await expiredLeads(trx, cutoff);
        chosen = ids.length;
        return ids;
      });
      if (!batch) {
        total.skipped = true;
        break;
      }
      total.leads += batch.leads;
      total.files += batch.files;
      total.mails += batch.mails;
      if (chosen < RETENTION_BATCH) break;
    }
  }
  total.oldMails = await pruneOldMails(db, days ?? DEFAULT_MAIL_DAYS, now);
  total.orphans = await removeOrphanUploads(db, config.UPLOADS_DIR, now);
  return total;
}
