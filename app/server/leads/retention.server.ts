import { type Kysely, sql, type Transaction } from "kysely";
import { closedStages } from "~/lib/pipeline";
import type { Config } from "../config.server";
import type { AppDatabase } from "../db/database.server";
import type { Database } from "../db/schema.server";
import { type DeletedLeads, deleteLeads, removeOrphanUploads } from "./delete-leads.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Leads one transaction deletes. A backlog (the first run after LEAD_RETENTION_DAYS is set) goes
 * in many short transactions, so SQLite's write lock is never held long enough to make a visitor's
 * lead wait.
 */
export const RETENTION_BATCH = 100;

/**
 * The PostgreSQL advisory lock the retention takes in each of its transactions, so one instance
 * deletes while the others skip their run: its decision record's number, a key of its own among
 * the site's periodic jobs.
 */
export const RETENTION_LOCK = 53;

export interface Expired extends DeletedLeads {
  /** Stored files no upload row named any more (left by a deletion that stopped before them). */
  orphans: number;
  /** Another instance held the work: this run deleted no lead. */
  skipped: boolean;
}

/**
 * The closed leads (won or lost) whose last change, their own or an event in their timeline, is
 * older than the cut-off, oldest first, a batch at most.
 */
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

/** Whether this transaction holds the retention's lock; false while another instance's does. */
async function holdsLock(trx: Transaction<Database>) {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${sql.lit(RETENTION_LOCK)}) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

/**
 * The maintenance's retention step (decision 053): with LEAD_RETENTION_DAYS set, deletes the closed
 * leads past it, with everything of theirs (`deleteLeads`); unset, no lead. Then, either way,
 * removes the upload files no row names. On PostgreSQL one instance does the deleting; on SQLite
 * the write lock already takes the workers one at a time, and a lead deleted by one is not chosen
 * by the next.
 */
export async function expireLeads(
  { db, dialect }: AppDatabase,
  config: Pick<Config, "UPLOADS_DIR" | "LEAD_RETENTION_DAYS">,
  now = new Date(),
): Promise<Expired> {
  const total: Expired = { leads: 0, files: 0, mails: 0, orphans: 0, skipped: false };
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
  total.orphans = await removeOrphanUploads(db, config.UPLOADS_DIR, now);
  return total;
}
