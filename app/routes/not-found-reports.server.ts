import type { Kysely } from "kysely";
import type { NotFoundReport } from "~/lib/schemas/not-found-report";
import type { Database } from "~/server/db/schema.server";
import { newId, nowIso } from "~/server/ids.server";

export async function recordNotFound(db: Kysely<Database>, report: NotFoundReport): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto("not_found_reports")
    .values({ id, path: report.path, referrer: report.referrer || null, created_at: now, updated_at: now })
    .execute();
  return id;
}
