import { adminBatchesPage as text } from "~/content/pages/admin-batches";
import type { Catalogue } from "~/lib/courses";
import { csvTime } from "~/lib/format";
import type { AppContext } from "~/server/app-context.server";
import { batchesOf } from "~/server/courses/batch-lists.server";
import { csvRow, UTF8_BOM } from "~/server/http/csv.server";

const { columns } = text;

/** A row per enrolment; a batch none of whose enrolments is kept has one row of figures. */
export async function batchesCsv(context: Pick<AppContext, "db" | "config">, catalogue: Catalogue) {
  const batches = await batchesOf(context.db, catalogue);
  const header = [
    columns.course,
    columns.startsOn,
    columns.seats,
    columns.taken,
    columns.left,
    columns.enrolledAt,
    columns.email,
    columns.mobile,
    columns.fee,
    columns.lead,
  ];
  const lines = batches.flatMap((batch) => {
    const figures = [
      batch.course,
      batch.startsOn || text.toBeAnnounced,
      String(batch.seats),
      String(batch.taken),
      String(batch.left),
    ];
    if (batch.enrolments.length === 0) return [csvRow([...figures, "", "", "", "", ""])];
    return batch.enrolments.map((enrolment) =>
      csvRow([
        ...figures,
        csvTime(enrolment.at),
        enrolment.email,
        enrolment.mobile,
        enrolment.fee,
        `${context.config.APP_URL}/admin/leads/${enrolment.id}`,
      ]),
    );
  });
  return UTF8_BOM + csvRow(header) + lines.join("");
}
