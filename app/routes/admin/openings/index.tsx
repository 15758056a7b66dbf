import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AdminSection } from "~/components/admin/AdminSection";
import { card, link } from "~/components/admin/controls";
import { OpeningState, StageCounts } from "~/components/admin/openings/OpeningParts";
import { adminOpeningPath, adminOpeningsPages } from "~/content/pages/admin-openings";
import { adminMeta } from "~/lib/admin-meta";
import { formatDay } from "~/lib/format";
import { indiaDayOf } from "~/lib/india-days";
import { openingFigures } from "~/server/inbox/openings.server";
import type { Route } from "./+types/index";

const text = adminOpeningsPages.list;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(text.seo, matches);

export async function loader({ context }: Route.LoaderArgs) {
  const { openings } = context.site.current().content.openings;
  return { openings: await openingFigures(context.db, openings, indiaDayOf(new Date())) };
}

// A card per opening, never a wide table, so a phone reads it without scrolling sideways.
export default function Openings({ loaderData: { openings } }: Route.ComponentProps) {
  return (
    <AdminLayout heading={text.heading}>
      <p className="max-w-3xl text-slate-700">{text.intro}</p>
      <p>
        <Link to={text.edit.to} className={link}>
          {text.edit.label}
        </Link>
      </p>
      {openings.length === 0 ? <p className="text-slate-700">{text.empty}</p> : null}
      {openings.map((opening) => (
        <AdminSection
          key={opening.slug}
          id={`opening-${opening.slug}`}
          heading={opening.title}
          className={`${card} max-w-5xl`}
        >
          <p className="text-slate-700">
            <OpeningState opening={opening} /> · {formatDay(opening.postedOn)} ·{" "}
            {text.applicants(opening.applicants)}
          </p>
          {opening.applicants === 0 ? (
            <p className="text-slate-700">{text.noApplicants}</p>
          ) : (
            <StageCounts stages={opening.stages} />
          )}
          <p>
            <Link to={adminOpeningPath(opening.slug)} className={link}>
              {text.see(opening.title)}
            </Link>
          </p>
        </AdminSection>
      ))}
    </AdminLayout>
  );
}
