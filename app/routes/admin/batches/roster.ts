import { rosterTexts as text } from "~/content/pages/admin-batches";
import { csvTime } from "~/lib/format";
import { adminOf } from "~/server/admin/admin-area.server";
import { rosterPdf } from "~/server/admin/roster-pdf.server";
import { recordExport } from "~/server/audit/audit.server";
import { rosterOf } from "~/server/courses/roster.server";
import { csvRow, UTF8_BOM } from "~/server/http/csv.server";
import { download, plainText } from "~/server/http/download.server";
import type { Route } from "./+types/roster";

const { columns } = text;

/** The batch `?course=…&starts=…` names, as CSV or PDF by the address, its export audited. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const format = /\.pdf$/i.test(url.pathname) ? "pdf" : "csv";
  const roster = await rosterOf(
    context.db,
    context.site.current().content.courses,
    url.searchParams.get("course") ?? "",
    url.searchParams.get("starts") ?? "",
  );
  if (!roster) return plainText(404, text.noSuchBatch);
  await recordExport(context, adminOf(context).user, {
    action: "batches.exported",
    targetType: "batch",
    details: { course: roster.key, startsOn: roster.startsOn, format },
  });
  const name = text.fileName(roster.key, roster.startsOn, format);
  if (format === "pdf") return download(await rosterPdf(roster, new Date()), name, "application/pdf");
  const header = csvRow([columns.name, columns.mobile, columns.email, columns.enrolledAt, columns.paid]);
  const lines = roster.lines.map((line) =>
    csvRow([line.name, line.mobile, line.email, csvTime(line.enrolledAt), text.paid[line.paid]]),
  );
  return download(UTF8_BOM + header + lines.join(""), name);
}
