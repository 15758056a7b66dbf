import type { ReactNode } from "react";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { AdminSection } from "../AdminSection";
import { FigureTable } from "./FigureTable";

export function ChartCard({
  id,
  heading,
  chart,
  table,
  csv,
}: {
  id: string;
  heading: string;
  chart: ReactNode;
  table: Parameters<typeof FigureTable>[0];
  csv: string;
}) {
  return (
    <AdminSection id={`${id}-heading`} heading={heading} boxed>
      {chart}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls a table wider than a phone by focusing its box. */}
      <div tabIndex={0} className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700">
        <FigureTable {...table} />
      </div>
      <a href={csv} download className="self-start font-semibold text-brand-700 underline">
        {adminInboxPages.charts.csv(heading)}
      </a>
    </AdminSection>
  );
}
