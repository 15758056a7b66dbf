import { adminTrafficPage } from "~/content/pages/admin-traffic";
import { rateText, type TrafficSpan, type TrafficTotals } from "~/lib/traffic";
import { AdminSection } from "../AdminSection";
import { FigureTable } from "../charts/FigureTable";

const text = adminTrafficPage.totals;

const figure = (totals: TrafficTotals, key: "visitors" | "converted" | "rate" | "views") =>
  key === "rate" ? rateText(totals.rate) : String(totals[key]);

export function TrafficTotalsCard({
  span,
  previous,
  totals,
  previousTotals,
}: {
  span: TrafficSpan;
  previous: TrafficSpan;
  totals: TrafficTotals;
  previousTotals: TrafficTotals;
}) {
  return (
    <AdminSection id="totals-heading" heading={text.heading} boxed>
      <div className="overflow-x-auto">
        <FigureTable
          caption={text.caption}
          columns={[text.first, text.current(span.from, span.to), text.previous(previous.from, previous.to)]}
          rows={(["visitors", "converted", "rate", "views"] as const).map((key) => ({
            key,
            label: text[key],
            figures: [figure(totals, key), figure(previousTotals, key)],
          }))}
        />
      </div>
    </AdminSection>
  );
}
