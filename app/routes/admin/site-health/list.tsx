import { data, Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { BulkTable } from "~/components/admin/BulkTable";
import { ConfirmStep } from "~/components/admin/ConfirmStep";
import { link } from "~/components/admin/controls";
import { Pagination } from "~/components/admin/Pagination";
import { HealthBulkActions, healthList } from "~/components/admin/site-health/HealthList";
import { HealthSearch } from "~/components/admin/site-health/HealthSearch";
import { StatusMessage } from "~/components/StatusMessage";
import { adminSiteHealthPages } from "~/content/pages/admin-site-health";
import { questionOrStatus } from "~/lib/action-result";
import { adminMeta } from "~/lib/admin-meta";
import { readListQuery } from "~/lib/schemas/list";
import { healthFilterSchemas } from "~/lib/schemas/site-health";
import { siteHealthHref } from "~/lib/site-health";
import { adminOf } from "~/server/admin/admin-area.server";
import { kindOf } from "~/server/site-health/site-health.server";
import type { Route } from "./+types/list";
import { actOnSiteHealth } from "./act.server";
import { listSiteHealth } from "./list.server";

const text = adminSiteHealthPages.list;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? adminMeta(text.seo(loaderData.kind), matches) : [];

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const query = readListQuery(url, healthFilterSchemas[kind]);
  if (!query.ok) {
    const empty = { q: "", status: "all", page: 1, rows: [], total: 0 };
    return data({ kind, error: query.error, ...empty }, { status: 400 });
  }
  const { q, status, page } = query.value;
  const listed = await listSiteHealth(context, { kind, q, status }, page);
  return { kind, error: null, q, status, page, ...listed };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return actOnSiteHealth(request, context, adminOf(context), kindOf(params.kind));
}

export default function SiteHealthList({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, error, q, status, page, rows, total } = loaderData;
  const here = siteHealthHref(kind, { q, status, page });
  const { question, shown } = questionOrStatus(error, actionData);
  return (
    <AdminLayout heading={adminSiteHealthPages.kinds[kind].heading}>
      <div className="flex flex-col gap-5">
        <Link to={text.back.to} className="self-start font-semibold text-brand-700 underline">
          {text.back.label}
        </Link>
        <HealthSearch kind={kind} q={q} status={status} />
        <StatusMessage status={shown} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {question ? (
            <ConfirmStep
              question={text.confirm[question.intent](question.ids.length)}
              action={here}
              fields={[
                ["intent", question.intent],
                ...question.ids.map((id): [string, string] => ["ids", id]),
              ]}
              submit={text.confirmButton[question.intent](question.ids.length)}
            />
          ) : (
            <HealthBulkActions kind={kind} action={here} />
          )}
          <a href={siteHealthHref(kind, { q, status }, "/export.csv")} download className={link}>
            {text.exportCsv}
          </a>
        </div>
        <BulkTable {...healthList(kind, here)} rows={rows} />
        <Pagination page={page} total={total} href={(n) => siteHealthHref(kind, { q, status, page: n })} />
      </div>
    </AdminLayout>
  );
}
