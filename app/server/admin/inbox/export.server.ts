import { sql } from "kysely";
import type { AppContext } from "../../app-context.server";
import { csvRow, UTF8_BOM } from "./csv.server";
import { cellsOf } from "./kinds.server";
import { filteredRows, type InboxFilter } from "./query.server";

/** Rows read per query while streaming: memory stays flat however many rows match. */
const EXPORT_BATCH = 500;

/**
 * Every row of the filter as CSV, newest first, read in batches as the client takes them. Batches
 * continue after the last row sent (by received time, then id), so rows arriving during the export
 * neither repeat nor shift the rest.
 */
export function exportCsv({ db, dialect, log }: AppContext, filter: InboxFilter, header: string[]) {
  const encoder = new TextEncoder();
  let after: { created_at: string; id: string } | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvRow(header)));
    },
    async pull(controller) {
      if (done) return;
      try {
        let query = filteredRows(db, dialect, filter).selectAll();
        if (after) {
          const last = after;
          query = query.where((eb) =>
            eb.or([
              eb(sql.ref("created_at"), "<", last.created_at),
              eb.and([eb(sql.ref("created_at"), "=", last.created_at), eb(sql.ref("id"), "<", last.id)]),
            ]),
          );
        }
        const rows = await query
          .orderBy(sql.ref("created_at"), "desc")
          .orderBy(sql.ref("id"), "desc")
          .limit(EXPORT_BATCH)
          .execute();
        const lines = rows.map((row) => {
          const cells = cellsOf(filter.kind, row);
          return csvRow([
            String(row.created_at),
            String(row.status),
            ...Object.values(cells),
            String(row.id),
          ]);
        });
        if (lines.length) controller.enqueue(encoder.encode(lines.join("")));
        const last = rows.at(-1);
        if (rows.length < EXPORT_BATCH || !last) {
          done = true;
          controller.close();
        } else {
          after = { created_at: String(last.created_at), id: String(last.id) };
        }
      } catch (error) {
        log.error({ err: error }, "inbox export failed");
        controller.error(error);
      }
    },
  });
}
