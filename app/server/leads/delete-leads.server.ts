import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.server";
import { fileTables, kindSources } from "./kinds.server";

/*
 * Files are removed after the commit: a crash in between leaves a file no row names, which
 * `removeOrphanUploads` finds later, never a row whose file is gone.
 */

type Trx = Transaction<Database>;

/** Counts only: the log and the audit log never get the person's data. */
export interface DeletedLeads {
  leads: number;
  files: number;
  mails: number;
}

const sources = Object.values(kindSources);
/** Uploads first, as they may point at an enquiry. */
const tableOrder = [...new Set(["uploads" as const, ...sources.map((source) => source.table)])];

const nothingRemoved = () => ({ leads: 0, mails: 0, storedNames: [] as string[] });

async function removeLeadRows(trx: Trx, ids: string[]) {
  if (ids.length === 0) return nothingRemoved();
  const linked = await trx.selectFrom("uploads").select("id").where("enquiry_id", "in", ids).execute();
  const all = [...new Set([...ids, ...linked.map((row) => row.id)])];
  const leads = await trx.selectFrom("leads").select(["id", "kind"]).where("id", "in", all).execute();
  if (leads.length === 0) return nothingRemoved();
  const found = leads.map((lead) => lead.id);
  const files: { stored_name: string }[] = [];
  for (const table of fileTables)
    files.push(...(await trx.selectFrom(table).select("stored_name").where("id", "in", found).execute()));
  // An enrolment's payments and their receipts go with it.
  files.push(
    ...(await trx
      .deleteFrom("course_payments")
      .where("enrolment_id", "in", found)
      .returning("stored_name")
      .execute()),
  );
  for (const table of tableOrder) {
    const rows = leads.filter((lead) => kindSources[lead.kind].table === table).map((lead) => lead.id);
    if (rows.length > 0) await trx.deleteFrom(table).where("id", "in", rows).execute();
  }
  const mailRows = await trx.selectFrom("mail_outbox").select("id").where("lead_id", "in", found).execute();
  const mails = await removeMails(trx, mailRows);
  await trx.deleteFrom("lead_events").where("lead_id", "in", found).execute();
  // Its seats are given back: a batch counts the enrolments recorded in it.
  await trx.deleteFrom("course_batch_enrolments").where("enrolment_id", "in", found).execute();
  await clearAuditDetails(trx, "lead", found);
  await trx.deleteFrom("leads").where("id", "in", found).execute();
  return {
    leads: found.length,
    mails,
    storedNames: files.map((file) => file.stored_name),
  };
}

/** The entries stay, as the record of what was done; their details may quote the person. */
export async function clearAuditDetails(trx: Kysely<Database>, targetType: string, ids: string[]) {
  await trx
    .updateTable("audit_log")
    .set({ details: null })
    .where("target_type", "=", targetType)
    .where("target_id", "in", ids)
    .execute();
}

/** A retried mail's audit entry keeps its last error, which can quote the address: details go too. */
export async function removeMails(trx: Kysely<Database>, mails: { id: string }[]): Promise<number> {
  if (mails.length === 0) return 0;
  const ids = mails.map((mail) => mail.id);
  await clearAuditDetails(trx, "mail_outbox", ids);
  const deleted = await trx.deleteFrom("mail_outbox").where("id", "in", ids).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** A name that is not a plain file name of the folder is left alone. */
async function removeFiles(uploadsDir: string, storedNames: string[]): Promise<number> {
  let removed = 0;
  for (const name of storedNames) {
    if (path.basename(name) !== name) continue;
    // Already gone is what was wanted; any other failure leaves an orphan for the next sweep.
    const unlinked = await unlink(path.join(uploadsDir, name))
      .then(() => true)
      .catch(() => false);
    if (unlinked) removed += 1;
  }
  return removed;
}

/** `choose` may answer null to delete nothing (another instance holds the work); so does this. */
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

/** An upload renames its file into place before its commit, so a younger file may await its row. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

const ORPHAN_BATCH = 500;

/** Every table whose rows name a file of the uploads folder: a lead's own, a receipt, a mail's attachment. */
const namingTables = [...fileTables, "course_payments", "mail_attachments"] as const;

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
    for (const table of namingTables)
      for (const row of await db
        .selectFrom(table)
        .select("stored_name")
        .where("stored_name", "in", names)
        .execute())
        named.add(row.stored_name);
    const orphans = names.filter((name) => !named.has(name));
    removed += await removeFiles(uploadsDir, orphans);
  }
  return removed;
}
