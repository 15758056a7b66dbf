import type { ReactNode } from "react";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { AdminSection } from "../AdminSection";

const text = adminInboxPages.charts;

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
  table: ReactNode;
  csv: string;
}) {
  return (
    <AdminSection id={`${id}-heading`} heading={heading} boxed>
      {chart}
      <div className="overflow-x-auto">{table}</div>
      <a href={csv} download className="self-start font-semibold text-brand-700 underline">
        {text.csv(heading)}
      </a>
    </AdminSection>
  );
}
