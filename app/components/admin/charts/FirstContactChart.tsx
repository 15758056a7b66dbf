import { adminPipelinePages, kindLabels } from "~/content/pages/admin-pipeline";
import type { FirstContactRow, Period } from "~/lib/charts";
import { type ContactState, inboxAddress } from "~/lib/pipeline";
import { ChartCard, Figure } from "./ChartCard";
import { HorizontalBars } from "./HorizontalBars";

const text = adminPipelinePages.charts.firstContact;

const hoursText = (hours: number | null) => (hours === null ? text.none : text.hours(hours));

/** The median time from arrival to first contact of the period's leads, by kind and for all. */
export function FirstContactChart({ rows, period }: { rows: FirstContactRow[]; period: Period }) {
  const all = rows.find((row) => row.kind === null);
  const labelOf = (row: FirstContactRow) => (row.kind ? kindLabels[row.kind] : text.all);
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
      table={
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{text.caption}</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-2 py-1">
                {text.kind}
              </th>
              <th scope="col" className="px-2 py-1">
                {text.contacted}
              </th>
              <th scope="col" className="px-2 py-1">
                {text.waiting}
              </th>
              <th scope="col" className="px-2 py-1">
                {text.median}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.kind ?? "all"} className="border-slate-200 border-t">
                <th scope="row" className="px-2 py-1 font-normal">
                  {labelOf(row)}
                </th>
                <td className="px-2 py-1">
                  <Figure to={listOf(row, "made")}>{row.contacted}</Figure>
                </td>
                <td className="px-2 py-1">
                  <Figure to={listOf(row, "waiting")}>{row.notContacted}</Figure>
                </td>
                <td className="px-2 py-1">
                  {row.medianHours === null ? (
                    text.none
                  ) : (
                    <Figure to={listOf(row, "made")}>{hoursText(row.medianHours)}</Figure>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      csv={`/admin/charts/first-contact.csv?from=${period.from}&to=${period.to}`}
    />
  );
}
