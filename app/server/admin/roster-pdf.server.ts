import { adminBatchesPage, rosterTexts as text } from "~/content/pages/admin-batches";
import { batchLine } from "~/content/pages/courses";
import { formatBatchDate } from "~/lib/courses";
import { formatDateTime } from "~/lib/format";
import type { Roster } from "../courses/roster.server";
import { documentInMemory } from "../pdf-text.server";
import { pdfTable, stamp } from "./pdf-table.server";

/** A batch holds tens of trainees, so the roster is made whole, unlike the users PDF's stream. */
export async function rosterPdf(roster: Roster, generatedAt: Date): Promise<Uint8Array<ArrayBuffer>> {
  const title = text.heading(roster.course);
  const { doc, bytes } = await documentInMemory({
    autoFirstPage: false,
    info: { Title: title, CreationDate: generatedAt },
  });
  const { columns } = text;
  // Wide enough for a date and time in IST and for "Not recorded" whole; names and e-mails are cut.
  const table = pdfTable(doc, {
    title,
    subtitle: roster.batch
      ? batchLine(roster.batch)
      : (formatBatchDate(roster.startsOn) ?? adminBatchesPage.toBeAnnounced),
    generated: text.generated(stamp(generatedAt)),
    pageLabel: text.page,
    columns: [
      { label: columns.name, width: 118 },
      { label: columns.mobile, width: 78 },
      { label: columns.email, width: 150 },
      { label: columns.enrolledAt, width: 108 },
      { label: columns.paid },
    ],
    headerTop: 100,
    headerHeight: 22,
    rowHeight: 22,
    oneLine: true,
  });

  for (const line of roster.lines)
    table.row([line.name, line.mobile, line.email, formatDateTime(line.enrolledAt), text.paid[line.paid]]);
  if (roster.lines.length === 0) table.empty(text.empty);
  doc.end();
  return new Uint8Array(await bytes);
}
