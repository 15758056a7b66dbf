import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AdminSection } from "~/components/admin/AdminSection";
import { DataTable } from "~/components/admin/DataTable";
import { adminBatchesPage as text } from "~/content/pages/admin-batches";
import { adminMeta } from "~/lib/admin-meta";
import { formatBatchDate } from "~/lib/courses";
import { formatDateTime } from "~/lib/format";
import { batchesOf } from "~/server/courses/batch-lists.server";
import type { Route } from "./+types/index";

const { columns } = text;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(text.seo, matches);

export async function loader({ context }: Route.LoaderArgs) {
  return { batches: await batchesOf(context.db, context.site.current().content.courses) };
}

const startOf = (day: string) => formatBatchDate(day) ?? text.toBeAnnounced;

export default function Batches({ loaderData }: Route.ComponentProps) {
  const { batches } = loaderData;
  type Row = (typeof batches)[number];
  const named = (batch: Row) => `${batch.course}, ${startOf(batch.startsOn)}`;
  return (
    <AdminLayout heading={text.heading}>
      <p className="max-w-3xl text-slate-700">{text.intro}</p>
      <p>
        <a href="/admin/batches.csv" download className="font-semibold text-brand-700 underline">
          {text.csv}
        </a>
      </p>
      <DataTable
        caption={text.summaryCaption}
        rows={batches}
        rowKey={(batch) => `${batch.key} ${batch.startsOn}`}
        empty={text.empty}
        columns={[
          { header: columns.course, rowHeader: true, cell: (batch) => batch.course },
          { header: columns.startsOn, cell: (batch) => startOf(batch.startsOn) },
          { header: columns.seats, cell: (batch) => batch.seats },
          { header: columns.taken, cell: (batch) => batch.taken },
          { header: columns.left, cell: (batch) => batch.left },
        ]}
      />
      {batches.map((batch) => {
        const id = `batch-${batch.key}-${batch.startsOn || "tba"}`;
        return (
          <AdminSection key={id} id={id} heading={named(batch)} className="flex max-w-5xl flex-col gap-3">
            <p className="text-slate-700">{text.taken(batch.taken, batch.seats)}.</p>
            <DataTable
              caption={text.enrolmentsCaption(named(batch))}
              rows={batch.enrolments}
              rowKey={(enrolment) => enrolment.id}
              empty={text.noEnrolments}
              columns={[
                {
                  header: columns.enrolledAt,
                  rowHeader: true,
                  cell: (enrolment) => formatDateTime(enrolment.at),
                },
                { header: columns.email, cell: (enrolment) => enrolment.email },
                { header: columns.mobile, cell: (enrolment) => enrolment.mobile },
                { header: columns.fee, cell: (enrolment) => enrolment.fee },
                {
                  header: columns.lead,
                  cell: (enrolment) => (
                    <Link
                      to={`/admin/leads/${enrolment.id}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {text.openLead}
                      <span className="sr-only">: {enrolment.email}</span>
                    </Link>
                  ),
                },
              ]}
            />
          </AdminSection>
        );
      })}
    </AdminLayout>
  );
}
