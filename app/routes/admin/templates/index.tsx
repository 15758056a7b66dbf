import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { link } from "~/components/admin/controls";
import { type Column, DataTable } from "~/components/admin/DataTable";
import { placeholderHelp } from "~/content/mail-templates";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { adminMeta } from "~/lib/admin-meta";
import { listTemplates } from "~/server/mail/templates.server";
import type { Route } from "./+types/index";

const text = adminInboxPages.templates;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(text.seo, matches);

export async function loader({ context }: Route.LoaderArgs) {
  return { templates: await listTemplates(context.db) };
}

const columns: Column<Route.ComponentProps["loaderData"]["templates"][number]>[] = [
  {
    header: text.columns.name,
    rowHeader: true,
    cell: (template) => (
      <Link to={`/admin/templates/${template.key}`} aria-label={text.edit(template.label)} className={link}>
        {template.label}
      </Link>
    ),
  },
  { header: text.columns.subject, cell: (template) => template.subject },
  { header: text.columns.state, cell: (template) => (template.enabled ? text.on : text.off) },
  { header: text.columns.edited, cell: (template) => (template.edited ? text.edited : text.default) },
];

export default function Templates({ loaderData }: Route.ComponentProps) {
  return (
    <AdminLayout heading={text.heading}>
      <div className="flex flex-col gap-5">
        <p className="max-w-3xl">{text.intro}</p>
        <div>
          <p>{text.placeholders}</p>
          <ul className="list-disc pl-6">
            {Object.entries(placeholderHelp).map(([key, help]) => (
              <li key={key}>
                <code>{`{${key}}`}</code>: {help}
              </li>
            ))}
          </ul>
        </div>
        <DataTable
          caption={text.caption}
          columns={columns}
          rows={loaderData.templates}
          rowKey={(template) => template.key}
          empty=""
        />
      </div>
    </AdminLayout>
  );
}
