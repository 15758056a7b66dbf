import { adminBatchesPage as text } from "~/content/pages/admin-batches";
import { csvTime } from "~/lib/format";
import { adminOf } from "~/server/admin/admin-area.server";
import { recordExport } from "~/server/audit/audit.server";
import { batchesOf } from "~/server/courses/batch-lists.server";
import { csvRow, UTF8_BOM } from "~/server/http/csv.server";
import { download } from "~/server/http/download.server";
import type { Route } from "./+types/export-csv";

const { columns } = text;

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

/** A row per enrolment; a batch with no enrolment kept has one row of figures. */
export async function loader({ context }: Route.LoaderArgs) {
  await recordExport(context, adminOf(context).user, { action: "batches.exported", targetType: "batches" });
  const batches = await batchesOf(context.db, context.site.current().content.courses);
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
  return download(UTF8_BOM + csvRow(header) + lines.join(""), text.csvName);
}
