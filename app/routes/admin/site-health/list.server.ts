import { sql } from "kysely";
import { formatDateTime } from "~/lib/format";
import { LIST_PAGE_SIZE, offsetOf } from "~/lib/schemas/list";
import type { AppContext } from "~/server/app-context.server";
import { filteredRows, type HealthFilter, healthCells } from "~/server/site-health/site-health.server";

export async function listSiteHealth({ db, dialect }: AppContext, filter: HealthFilter, page: number) {
  const matching = filteredRows(db, dialect, filter);
  const counted = await matching.select(sql<number | string>`count(*)`.as("count")).executeTakeFirst();
  const rows = await matching
    .selectAll()
    .orderBy(sql.ref("created_at"), "desc")
    .orderBy(sql.ref("id"), "desc")
    .limit(LIST_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  return {
    total: Number(counted?.count ?? 0),
    rows: rows.map((row) => ({
      id: String(row.id),
      status: String(row.status),
      receivedAt: formatDateTime(String(row.created_at)),
      cells: healthCells(filter.kind, row),
    })),
  };
}
