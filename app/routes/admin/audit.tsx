import { AdminLayout } from "~/components/admin/AdminLayout";
import { Pagination } from "~/components/admin/Pagination";
import { adminPages } from "~/content/pages/admin";
import { formatDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { AUDIT_PAGE_SIZE, listAudit } from "~/server/admin/audit.server";
import type { Route } from "./+types/audit";

const page = adminPages.audit;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

/** Every admin change, newest first; read-only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = Number(new URL(request.url).searchParams.get("page"));
  const current = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const { rows, total } = await listAudit(context.db, current);
  return {
    page: current,
    pageSize: AUDIT_PAGE_SIZE,
    total,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.created_at,
      actor: row.actor_email,
      action: row.action,
      target: row.target_id ? `${row.target_type} ${row.target_id}` : row.target_type,
      details: row.details ?? "",
    })),
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, total, page: current, pageSize } = loaderData;
  return (
    <AdminLayout heading={page.heading}>
      <p role="status">{page.summary(total)}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-slate-300 border-b">
              {Object.values(page.columns).map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-2 py-4">
                  {page.empty}
                </td>
              </tr>
            ) : (
              entries.map((entry) => (
                <tr key={entry.id} className="border-slate-200 border-b align-top">
                  <td className="whitespace-nowrap px-2 py-2">{formatDateTime(entry.at)}</td>
                  <td className="px-2 py-2">{entry.actor}</td>
                  <td className="px-2 py-2 font-mono">{entry.action}</td>
                  <td className="break-all px-2 py-2">{entry.target}</td>
                  <td className="break-all px-2 py-2 font-mono text-xs">{entry.details}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={current} pageSize={pageSize} total={total} href={(n) => `/admin/audit?page=${n}`} />
    </AdminLayout>
  );
}
