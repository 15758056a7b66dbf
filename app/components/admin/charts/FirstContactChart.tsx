import { adminInboxPages } from "~/content/pages/admin-inbox";
import { type FirstContactRow, type Period, periodQuery } from "~/lib/charts";
import { type ContactState, inboxAddress } from "~/lib/inbox";
import { leadKindViews } from "~/lib/lead-kinds";
import { ChartCard } from "./ChartCard";
import { HorizontalBars } from "./HorizontalBars";

const text = adminInboxPages.charts.firstContact;

const hoursText = (hours: number | null) => (hours === null ? text.none : text.hours(hours));

export function FirstContactChart({ rows, period }: { rows: FirstContactRow[]; period: Period }) {
  const all = rows.find((row) => row.kind === null);
  const labelOf = (row: FirstContactRow) => (row.kind ? leadKindViews[row.kind].label : text.all);
  const listOf = (row: FirstContactRow, contact: ContactState) =>
    inboxAddress({ kind: row.kind, contact, ...period });
  return (
    <ChartCard
      id="first-contact"
      heading={text.heading}
      chart={
        <HorizontalBars
          id="first-contact"
          title={text.heading}
          description={text.description(hoursText(all?.medianHours ?? null))}
          bars={rows.map((row) => ({
            label: labelOf(row),
            value: row.medianHours ?? 0,
            text: hoursText(row.medianHours),
          }))}
        />
      }
      table={{
        caption: text.caption,
        columns: [text.kind, text.contacted, text.waiting, text.median],
        rows: rows.map((row) => ({
          key: row.kind ?? "all",
          label: labelOf(row),
          figures: [
            { value: row.contacted, to: listOf(row, "made") },
            { value: row.notContacted, to: listOf(row, "waiting") },
            row.medianHours === null
              ? text.none
              : { value: hoursText(row.medianHours), to: listOf(row, "made") },
          ],
        })),
      }}
      csv={`/admin/charts/first-contact.csv${periodQuery(period)}`}
    />
  );
}
