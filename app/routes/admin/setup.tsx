import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AdminSection } from "~/components/admin/AdminSection";
import { adminContentPages } from "~/content/pages/admin-content";
import { adminMeta } from "~/lib/admin-meta";
import { markSetupShown, setupChecklist } from "~/server/content/setup.server";
import type { Route } from "./+types/setup";

const page = adminContentPages.setup;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

export async function loader({ context }: Route.LoaderArgs) {
  await markSetupShown(context.db);
  return setupChecklist(context.site.current().content, context.config);
}

export default function Setup({ loaderData }: Route.ComponentProps) {
  const { essentials, placeholders, remaining } = loaderData;
  return (
    <AdminLayout heading={page.heading}>
      <p className="max-w-3xl text-slate-700">{page.intro}</p>
      <p role="status" className="font-semibold text-brand-900">
        {remaining === 0 ? page.done : page.adminHomeNotice(remaining)}
      </p>
      <AdminSection id="essentials" heading={page.essentials}>
        <p className="text-slate-700">{page.essentialsIntro}</p>
        <ul className="flex flex-col gap-2">
          {essentials.map((item) => (
            <li key={item.label} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
              <span className="font-semibold">{item.label}:</span> {item.value}{" "}
              {item.placeholder ? <strong className="text-amber-800">(placeholder)</strong> : null}{" "}
              <Link className="text-brand-700 underline" to={item.href}>
                {page.editLink(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </AdminSection>
      <AdminSection id="remaining" heading={page.remaining}>
        {placeholders.length === 0 ? (
          <p>{page.done}</p>
        ) : (
          <ul className="flex list-disc flex-col gap-1 pl-6">
            {placeholders.map((placeholder) => (
              <li key={`${placeholder.area}:${placeholder.path}`}>
                <Link className="text-brand-700 underline" to={placeholder.href}>
                  {page.editLink(placeholder.label)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </AdminLayout>
  );
}
