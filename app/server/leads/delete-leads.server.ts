import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.server";
import { kindSources } from "./kinds.server";

/**
 * Deleting leads for good (decision 053): the one path of the retention step and of an admin's
 * deletion on request. A lead goes with everything of its own, in one transaction: its kind's row,
 * its `leads` record, its timeline, every mail about it in the outbox (sent ones keep the visitor's
 * words and address; unsent ones would write to someone whose data is gone), the details of the
 * audit entries about it and about its mails (the addresses, reasons and errors they quote), and the files sent with it, an
 * enquiry's uploads and an application's CV included (each a lead of its own, linked to it). SQLite's search index follows
 * `leads` by trigger; PostgreSQL's is an index on `leads` itself. The files are removed after the
 * commit: a crash in between leaves a file no row names, which `removeOrphanUploads` finds later,
 * never a row whose file is gone.
 */

type Trx = Transaction<Database>;

/** What a deletion removed, in counts only: the log and the audit log never get the person's data. */
export interface DeletedLeads {
  leads: number;
  files: number;
  mails: number;
}

/** What the transaction removed: the counts, and the files to remove once it has committed. */
interface RemovedRows {
  leads: number;
  mails: number;
  storedNames: string[];
}

/** The kinds' tables in the order their rows go: uploads first, as they may point at an enquiry. */
const tableOrder = ["uploads", "feedback", "enquiries", "course_enrolments", "applications"] as const;

/** The tables whose rows name a stored file: an upload, or an application's CV. */
const fileTables = ["uploads", "applications"] as const;

/** Removes the rows of these leads and of the uploads linked to them, in the caller's transaction. */
async function removeLeadRows(trx: Trx, ids: string[]): Promise<RemovedRows> {
  if (ids.length === 0) return { leads: 0, mails: 0, storedNames: [] };
  const linked = await trx.selectFrom("uploads").select("id").where("enquiry_id", "in", ids).execute();
  const all = [...new Set([...ids, ...linked.map((row) => row.id)])];
  const leads = await trx.selectFrom("leads").select(["id", "kind"]).where("id", "in", all).execute();
  if (leads.length === 0) return { leads: 0, mails: 0, storedNames: [] };
  const found = leads.map((lead) => lead.id);
  const files: { stored_name: string }[] = [];
  for (const table of fileTables)
    files.push(...(await trx.selectFrom(table).select("stored_name").where("id", "in", found).execute()));
  for (const table of tableOrder) {
    const rows = leads.filter((lead) => kindSources[lead.kind].table === table).map((lead) => lead.id);
    if (rows.length > 0) await trx.deleteFrom(table).where("id", "in", rows).execute();
  }
  const mailIds = await trx.selectFrom("mail_outbox").select("id").where("lead_id", "in", found).execute();
  const mails = await removeMails(
    trx,
    mailIds.map((mail) => mail.id),
  );
  await trx.deleteFrom("lead_events").where("lead_id", "in", found).execute();
  // Its seats are given back: a batch counts the enrolments recorded in it.
  await trx.deleteFrom("course_batch_enrolments").where("enrolment_id", "in", found).execute();
  await trx
    .updateTable("audit_log")
    .set({ details: null })
    .where("target_type", "=", "lead")
    .where("target_id", "in", found)
    .execute();
  await trx.deleteFrom("leads").where("id", "in", found).execute();
  return {
    leads: found.length,
    mails,
    storedNames: files.map((file) => file.stored_name),
  };
}

/**
 * Removes outbox mails, and the details of the audit entries about them: a retried mail's entry
 * keeps its last error, which can quote the address it was for. Answers how many mails went.
 */
export async function removeMails(trx: Kysely<Database>, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await trx
    .updateTable("audit_log")
    .set({ details: null })
    .where("target_type", "=", "mail_outbox")
    .where("target_id", "in", ids)
    .execute();
  const deleted = await trx.deleteFrom("mail_outbox").where("id", "in", ids).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Removes stored upload files; a name that is not a plain file name of the folder is left alone. */
async function removeFiles(uploadsDir: string, storedNames: string[]): Promise<number> {
  let removed = 0;
  for (const name of storedNames) {
    if (path.basename(name) !== name) continue;
    await unlink(path.join(uploadsDir, name)).then(
      () => {
        removed += 1;
      },
      // Already gone is what was wanted; any other failure leaves an orphan for the next sweep.
      () => {},
    );
  }
  return removed;
}

/**
 * Deletes the leads `choose` names, in its transaction, with everything of theirs; `record` writes
 * in the same transaction what must be kept of the deletion (an admin's audit entry). `choose` may
 * answer null to delete nothing (another instance holds the work); the answer is then null too.
 */
export async function deleteLeads(
  db: Kysely<Database>,
  uploadsDir: string,
  choose: (trx: Trx) => Promise<string[] | null>,
  record?: (trx: Trx, deleted: DeletedLeads) => Promise<void>,
): Promise<DeletedLeads | null> {
  const removed = await db.transaction().execute(async (trx) => {
    const ids = await choose(trx);
    if (ids === null) return null;
    const rows = await removeLeadRows(trx, ids);
    const counts = { leads: rows.leads, mails: rows.mails, files: rows.storedNames.length };
    if (rows.leads > 0) await record?.(trx, counts);
    return rows;
  });
  if (!removed) return null;
  return {
    leads: removed.leads,
    mails: removed.mails,
    files: await removeFiles(uploadsDir, removed.storedNames),
  };
}

/**
 * A stored file no upload row names is left by a deletion whose process stopped between its commit
 * and its removal of the file. A file younger than this may still be waiting for its row: an upload
 * renames its file into place before the commit, and the server's timeouts end every request long
 * before.
 */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/** How many file names one query looks up: far below either database's limit of parameters. */
const ORPHAN_BATCH = 500;

/** Removes the stored upload files that no row (an upload's, an application's) names any more; how many it removed. */
export async function removeOrphanUploads(db: Kysely<Database>, uploadsDir: string, now = new Date()) {
  const entries = await readdir(uploadsDir, { withFileTypes: true }).catch(() => []);
  const candidates: string[] = [];
  for (const entry of entries) {
    // `.incoming/` holds files still arriving; `.part` files are the maintenance's own to prune.
    if (!entry.isFile() || entry.name.startsWith(".") || entry.name.endsWith(".part")) continue;
    const info = await stat(path.join(uploadsDir, entry.name)).catch(() => null);
    if (info && now.getTime() - info.mtimeMs >= ORPHAN_AGE_MS) candidates.push(entry.name);
  }
  let removed = 0;
  for (let start = 0; start < candidates.length; start += ORPHAN_BATCH) {
    const names = candidates.slice(start, start + ORPHAN_BATCH);
    const named = new Set<string>();
    for (const table of fileTables)
      for (const row of await db
        .selectFrom(table)
        .select("stored_name")
        .where("stored_name", "in", names)
        .execute())
        named.add(row.stored_name);
    removed += await removeFiles(
      uploadsDir,
      names.filter((name) => !named.has(name)),
    );
  }
  return removed;
}
