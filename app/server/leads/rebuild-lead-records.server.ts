import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { uploadSourceLabels } from "~/content/pages/admin-inbox";
import { courseOptions, needOptions, onlineOptions } from "~/content/pages/enquiry-forms";
import { openApplication } from "~/content/pages/jobs";
import { formatFee } from "~/lib/courses";
import { formatBytes } from "~/lib/format";
import { leadKinds, leadKindViews } from "~/lib/lead-kinds";
import { paidFees } from "../courses/fees.server";
import type { Database } from "../db/schema.server";
import { kindSources, leadRecord, type StoredRow } from "./kinds.server";

const STAMP = "lead-records";
const BATCH = 500;

/** Changes with anything a lead's summary and search text are made of: the kinds and the labels they read. */
export function leadRecordsStamp(): string {
  const sources = leadKinds.map((kind) => {
    const { cells, ...rest } = kindSources[kind];
    return { kind, ...rest, cells: Object.entries(cells).map(([cell, read]) => [cell, String(read)]) };
  });
  const labels = { needOptions, onlineOptions, courseOptions, uploadSourceLabels, openApplication };
  const code = [leadRecord, paidFees, formatFee, formatBytes].map(String);
  return createHash("sha256")
    .update(JSON.stringify([leadKindViews, sources, labels, code]))
    .digest("hex");
}

type Loose = Kysely<Record<string, StoredRow>>;

/**
 * Summaries and search texts are derived from the stored rows by live code. When that code
 * changed since they were made, they are made again, before any worker serves.
 */
export async function rebuildLeadRecords(db: Kysely<Database>): Promise<number> {
  const stamp = leadRecordsStamp();
  const kept = await db
    .selectFrom("derived_stamps")
    .select("stamp")
    .where("name", "=", STAMP)
    .executeTakeFirst();
  if (kept?.stamp === stamp) return 0;
  let changed = 0;
  for (const kind of leadKinds) {
    const { table, scope } = kindSources[kind];
    for (let after = ""; ; ) {
      let query = (db as unknown as Loose).selectFrom(table).selectAll().where("id", ">", after);
      if (scope) query = query.where(scope.column, "=", scope.value);
      const rows = await query.orderBy("id").limit(BATCH).execute();
      if (rows.length === 0) break;
      after = String(rows.at(-1)?.id);
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      const leads = await db
        .selectFrom("leads")
        .select(["id", "summary", "search_text"])
        .where("kind", "=", kind)
        .where("id", "in", [...byId.keys()])
        .execute();
      for (const lead of leads) {
        const { summary, search_text } = leadRecord(kind, byId.get(lead.id) as StoredRow);
        if (summary === lead.summary && search_text === lead.search_text) continue;
        await db.updateTable("leads").set({ summary, search_text }).where("id", "=", lead.id).execute();
        changed += 1;
      }
    }
  }
  await db
    .insertInto("derived_stamps")
    .values({ name: STAMP, stamp })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ stamp }))
    .execute();
  return changed;
}
