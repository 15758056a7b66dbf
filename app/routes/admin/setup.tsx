import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AdminSection } from "~/components/admin/AdminSection";
import { adminContentPages } from "~/content/pages/admin-content";
import { adminMeta } from "~/lib/admin-meta";
import { indiaDayOf } from "~/lib/india-days";
import { adminOf } from "~/server/admin/admin-area.server";
import { setupChecklist } from "~/server/admin/setup-checklist.server";
import { markSetupShown } from "~/server/content/setup.server";
import type { Route } from "./+types/setup";

const page = adminContentPages.setup;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

export async function loader({ context }: Route.LoaderArgs) {
  await markSetupShown(context.db);
  const { content } = context.site.current();
  return { groups: setupChecklist(content, context.config, adminOf(context).user, indiaDayOf(new Date())) };
}

export default function Setup({ loaderData: { groups } }: Route.ComponentProps) {
  const items = groups.flatMap((group) => group.items);
  const done = items.filter((item) => item.done).length;
  return (
    <AdminLayout heading={page.heading}>
      <p className="max-w-3xl text-slate-700">{page.intro}</p>
      <p className="font-semibold text-brand-900">
        {done === items.length ? page.done : page.progress(done, items.length)}
      </p>
      {groups.map((group) => (
        <AdminSection key={group.id} id={`setup-${group.id}`} heading={group.heading}>
          <ul className="flex flex-col gap-2">
            {group.items.map((item) => (
              <li
                key={item.href + item.label}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-white p-3 ring-1 ring-slate-200"
              >
                <span
                  className={`rounded-full px-2 py-0.5 font-semibold text-sm ${
                    item.done ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"
                  }`}
                >
                  <span aria-hidden="true">{item.done ? "✓ " : "○ "}</span>
                  {item.done ? page.doneMark : page.toDoMark}
                </span>
                <span className="min-w-0 break-words">
                  <span className="font-semibold">{item.label}</span>
                  {item.value ? <>: {item.value}</> : null}
                </span>
                <Link className="text-brand-700 underline" to={item.href}>
                  {page.editLink(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </AdminSection>
      ))}
    </AdminLayout>
  );
}
