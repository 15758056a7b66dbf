import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { newId, nowIso } from "../ids.server";

/** A visitor's report of a link that led nowhere: a row of the broken-links list. */
export async function recordBrokenLink(db: Kysely<Database>, report: { path: string; referrer?: string }) {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto("not_found_reports")
    .values({ id, path: report.path, referrer: report.referrer || null, created_at: now, updated_at: now })
    .execute();
  return id;
}
