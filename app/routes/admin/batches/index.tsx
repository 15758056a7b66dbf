import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AdminSection } from "~/components/admin/AdminSection";
import { card, link } from "~/components/admin/controls";
import { Figures } from "~/components/admin/Figures";
import { adminBatchesPage as text } from "~/content/pages/admin-batches";
import { batchLine } from "~/content/pages/courses";
import { adminMeta } from "~/lib/admin-meta";
import { formatBatchDate } from "~/lib/courses";
import { formatDateTime } from "~/lib/format";
import { personName } from "~/lib/person";
import { rosterPath } from "~/lib/rosters";
import { batchFigures } from "~/server/courses/batch-figures.server";
import type { Route } from "./+types/index";

const { columns } = text;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(text.seo, matches);

export async function loader({ context }: Route.LoaderArgs) {
  return { batches: await batchFigures(context.db, context.site.current().content.courses) };
}

// A card per batch and per enrolment, never a wide table, so a phone reads it without scrolling sideways.
export default function Batches({ loaderData: { batches } }: Route.ComponentProps) {
  return (
    <AdminLayout heading={text.heading}>
      <p className="max-w-3xl text-slate-700">{text.intro}</p>
      <p>
        <a href="/admin/batches.csv" download className={link}>
          {text.csv}
        </a>
      </p>
      {batches.length === 0 ? <p className="text-slate-700">{text.empty}</p> : null}
      {batches.map((batch) => {
        const id = `batch-${batch.key}-${batch.startsOn || "tba"}`;
        const named = `${batch.course}, ${formatBatchDate(batch.startsOn) ?? text.toBeAnnounced}`;
        return (
          <AdminSection key={id} id={id} heading={named} className={`${card} max-w-5xl`}>
            <p className="text-slate-700">{batch.batch ? batchLine(batch.batch) : text.noLongerOffered}</p>
            <p className="text-slate-700">{text.taken(batch.enrolled, batch.seats)}.</p>
            <Figures
              figures={(["enrolled", "seats", "seatsLeft", "paid", "unpaid", "waiting"] as const).map(
                (key) => [text.figures[key], batch[key]],
              )}
            />
            <p className="flex flex-wrap gap-x-6 gap-y-2">
              <a href={rosterPath("csv", batch.key, batch.startsOn)} download className={link}>
                {text.rosterCsv}
                <span className="sr-only">: {named}</span>
              </a>
              <a href={rosterPath("pdf", batch.key, batch.startsOn)} className={link}>
                {text.rosterPdf}
                <span className="sr-only">: {named}</span>
              </a>
            </p>
            {batch.enrolments.length === 0 ? (
              <p className="text-slate-700">{text.noEnrolments}</p>
            ) : (
              <ul aria-label={text.enrolmentsCaption(named)} className="flex flex-col gap-2">
                {batch.enrolments.map((enrolment) => (
                  <li
                    key={enrolment.id}
                    className="flex flex-col gap-1 rounded-lg p-3 ring-1 ring-slate-200 wrap-anywhere"
                  >
                    <span className="font-semibold">{personName(enrolment)}</span>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                      <dt className="text-slate-700">{columns.email}</dt>
                      <dd>{enrolment.email}</dd>
                      <dt className="text-slate-700">{columns.mobile}</dt>
                      <dd>{enrolment.mobile}</dd>
                      <dt className="text-slate-700">{columns.enrolledAt}</dt>
                      <dd>{formatDateTime(enrolment.at)}</dd>
                      <dt className="text-slate-700">{columns.fee}</dt>
                      <dd>{enrolment.fee}</dd>
                    </dl>
                    <Link to={`/admin/leads/${enrolment.id}`} className={link}>
                      {text.openLead}
                      <span className="sr-only">: {personName(enrolment)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </AdminSection>
        );
      })}
    </AdminLayout>
  );
}
