import { rosterTexts as text } from "~/content/pages/admin-batches";
import { csvTime } from "~/lib/format";
import { csvRow, UTF8_BOM } from "~/server/http/csv.server";
import { download } from "~/server/http/download.server";
import type { Route } from "./+types/roster-csv";
import { requestedRoster } from "./roster-request.server";

const { columns } = text;

export async function loader({ url, context }: Route.LoaderArgs) {
  const roster = await requestedRoster(url, context, "csv");
  const lines = roster.lines.map((line) =>
    csvRow([line.name, line.mobile, line.email, csvTime(line.enrolledAt), text.paid[line.paid]]),
  );
  const header = csvRow([columns.name, columns.mobile, columns.email, columns.enrolledAt, columns.paid]);
  return download(UTF8_BOM + header + lines.join(""), text.fileName(roster.key, roster.startsOn, "csv"));
}
