import { type SelectQueryBuilder, sql } from "kysely";
import type { Logger } from "../logger.server";

// A cell a spreadsheet would run as a formula gets a leading apostrophe, so that a visitor's text
// stays text on the staff's computers.
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvRow = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** Excel reads a file as UTF-8 (Indian names and all) only when it starts with this mark. */
export const UTF8_BOM = "\uFEFF";

const EXPORT_BATCH = 500;

export interface ExportCursor {
  created_at: string;
  id: string;
}

/** `table` names the table whose `created_at` and `id` count, when the query joins others. */
export function nextBatch<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  after: ExportCursor | null,
  table?: string,
) {
  const time = sql.ref<string>(table ? `${table}.created_at` : "created_at");
  const id = sql.ref<string>(table ? `${table}.id` : "id");
  const rest = after
    ? query.where((eb) =>
        eb.or([
          eb(time, "<", after.created_at),
          eb.and([eb(time, "=", after.created_at), eb(id, "<", after.id)]),
        ]),
      )
    : query;
  return rest.orderBy(time, "desc").orderBy(id, "desc").limit(EXPORT_BATCH);
}

/** Each batch continues after the last row sent, so rows arriving meanwhile neither repeat nor shift. */
export function csvStream(
  log: Logger,
  failure: string,
  header: () => Promise<string[]> | string[],
  read: (after: ExportCursor | null) => Promise<{ rows: string[][]; last: ExportCursor | undefined }>,
) {
  const encoder = new TextEncoder();
  let after: ExportCursor | null = null;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvRow(await header())));
    },
    // A closed stream is pulled no more.
    async pull(controller) {
      try {
        const { rows, last } = await read(after);
        if (rows.length) controller.enqueue(encoder.encode(rows.map(csvRow).join("")));
        if (rows.length < EXPORT_BATCH || !last) controller.close();
        else after = last;
      } catch (error) {
        log.error({ err: error }, failure);
        controller.error(error);
      }
    },
  });
}
