import { rosterTexts as text } from "~/content/pages/admin-batches";
import { csvTime } from "~/lib/format";
import type { Roster } from "~/server/courses/roster.server";
import { csvRow, UTF8_BOM } from "~/server/http/csv.server";

const { columns } = text;

export const rosterCsv = (roster: Roster) =>
  UTF8_BOM +
  csvRow([columns.name, columns.mobile, columns.email, columns.enrolledAt, columns.paid]) +
  roster.lines
    .map((line) =>
      csvRow([line.name, line.mobile, line.email, csvTime(line.enrolledAt), text.paid[line.paid]]),
    )
    .join("");
