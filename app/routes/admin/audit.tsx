import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { type Column, DataTable } from "~/components/admin/DataTable";
import { Pagination } from "~/components/admin/Pagination";
import { isMailTemplateKey, mailTemplateDefaults } from "~/content/mail-templates";
import { adminPages } from "~/content/pages/admin";
import { stageLabels } from "~/content/pages/admin-inbox";
import { adminOpeningPath } from "~/content/pages/admin-openings";
import { contentAreas, isAreaKey } from "~/content/site-content";
import { adminMeta } from "~/lib/admin-meta";
import { auditDetails, type CodeLabel } from "~/lib/audit";
import { formatDateTime } from "~/lib/format";
import { leadAddress } from "~/lib/inbox";
import { isLeadKind, leadKindViews } from "~/lib/lead-kinds";
import { listAddress } from "~/lib/list-address";
import { userPageAddress } from "~/lib/schemas/admin-users";
import { pageQuerySchema, readListQuery } from "~/lib/schemas/list";
import { listAudit, namesOfTargets } from "~/server/audit/audit.server";
import type { Route } from "./+types/audit";

const page = adminPages.audit;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

const isStage = (code: string): code is keyof typeof stageLabels => Object.hasOwn(stageLabels, code);

const codeLabel: CodeLabel = (key, code) => {
  if (["from", "to", "stage", "stages"].includes(key) && isStage(code)) return stageLabels[code];
  if (key === "kind" && isLeadKind(code)) return leadKindViews[code].label;
  return undefined;
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const current = readListQuery(url, pageQuerySchema).value.page;
  const { rows, total } = await listAudit(context.db, current);
  const names = await namesOfTargets(context.db, rows);
  const openings = new Set(context.site.current().content.openings.openings.map((opening) => opening.slug));
  // A target links to its page only while what it names still exists.
  const targetOf = (type: string, id: string | null): { label: string; href: string | null } => {
    const kind = page.targets[type] ?? type;
    if (!id) return { label: kind, href: null };
    const gone = { label: page.gone(kind), href: null };
    if (type === "lead") {
      const name = names.leads.get(id);
      return name ? { label: page.leadFrom(name), href: leadAddress(id) } : gone;
    }
    if (type === "user") {
      const name = names.users.get(id);
      return name ? { label: `${kind} ${name}`, href: userPageAddress("edit-user", id) } : gone;
    }
    if (type === "content" && isAreaKey(id))
      return { label: `${kind}: ${contentAreas[id].title}`, href: `/admin/content/${id}` };
    if (type === "opening")
      return { label: `${kind} ${id}`, href: openings.has(id) ? adminOpeningPath(id) : null };
    if (type === "mail_template" && isMailTemplateKey(id))
      return { label: `${kind}: ${mailTemplateDefaults[id].label}`, href: `/admin/templates/${id}` };
    return { label: `${kind} ${id}`, href: null };
  };
  return {
    page: current,
    total,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.created_at,
      actor: row.actor_email,
      action: (page.actions as Record<string, string>)[row.action] ?? row.action,
      target: targetOf(row.target_type, row.target_id),
      details: auditDetails(row.details, codeLabel),
    })),
  };
}

const columns: Column<Route.ComponentProps["loaderData"]["entries"][number]>[] = [
  { header: page.columns.at, cell: (entry) => formatDateTime(entry.at), className: "whitespace-nowrap" },
  { header: page.columns.actor, cell: (entry) => entry.actor },
  { header: page.columns.action, cell: (entry) => entry.action },
  {
    header: page.columns.target,
    cell: ({ target }) =>
      target.href ? (
        <Link className="text-brand-700 underline" to={target.href}>
          {target.label}
        </Link>
      ) : (
        target.label
      ),
  },
  { header: page.columns.details, cell: (entry) => entry.details, className: "text-sm" },
];

export default function Audit({ loaderData: { entries, total, page: current } }: Route.ComponentProps) {
  return (
    <AdminLayout heading={page.heading}>
      <p role="status">{page.summary(total)}</p>
      <DataTable
        caption={page.heading}
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        empty={page.empty}
      />
      <Pagination page={current} total={total} href={(n) => listAddress("/admin/audit", { page: n })} />
    </AdminLayout>
  );
}
