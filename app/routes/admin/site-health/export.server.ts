import { csvTime } from "~/lib/format";
import type { AppContext } from "~/server/app-context.server";
import { csvStream, nextBatch } from "~/server/http/csv.server";
import { filteredRows, type HealthFilter } from "~/server/site-health/query.server";
import { healthCells } from "~/server/site-health/sources.server";

export function exportCsv({ db, dialect, log }: AppContext, filter: HealthFilter, header: string[]) {
  return csvStream(
    log,
    "site-health export failed",
    () => header,
    async (after) => {
      const rows = await nextBatch(filteredRows(db, dialect, filter).selectAll(), after).execute();
      const last = rows.at(-1);
      return {
        rows: rows.map((row) => [
          csvTime(String(row.created_at)),
          String(row.status),
          ...Object.values(healthCells(filter.kind, row)),
          String(row.id),
        ]),
        last: last && { created_at: String(last.created_at), id: String(last.id) },
      };
    },
  );
}
