import { sql } from "kysely";
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
import { isConfirmed } from "~/lib/confirm";
import { formatDateTime } from "~/lib/format";
import { messages } from "~/lib/messages";
import { LIST_PAGE_SIZE, offsetOf, readListQuery } from "~/lib/schemas/list";
import { healthActionSchema, healthFilterSchemas } from "~/lib/schemas/site-health";
import { siteHealthHref } from "~/lib/site-health";
import { adminOf } from "~/server/admin/admin-area.server";
import { actorOf } from "~/server/audit/audit.server";
import { csrfOf } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import { wantsJson } from "~/server/http/negotiate.server";
import { fail, succeed } from "~/server/http/respond.server";
import { mailQueued } from "~/server/mail/outbox.server";
import {
  filteredRows,
  healthCells,
  kindOf,
  retryMails,
  setReportStatus,
} from "~/server/site-health/site-health.server";
import type { Route } from "./+types/list";

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
  const matching = filteredRows(context.db, context.dialect, { kind, q, status });
  const counted = await matching.select(sql<number | string>`count(*)`.as("count")).executeTakeFirst();
  const rows = await matching
    .selectAll()
    .orderBy(sql.ref("created_at"), "desc")
    .orderBy(sql.ref("id"), "desc")
    .limit(LIST_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  return {
    kind,
    error: null,
    q,
    status,
    page,
    total: Number(counted?.count ?? 0),
    rows: rows.map((row) => ({
      id: String(row.id),
      status: String(row.status),
      receivedAt: formatDateTime(String(row.created_at)),
      cells: healthCells(kind, row),
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const kind = kindOf(params.kind);
  const failed = messages.admin.saveFailed;
  const input = await readForm(request, healthActionSchema, { authorize: csrfOf(request, signedIn) });
  if (!input.ok) return refuse(failed, input);
  const { intent, ids } = input.value;
  const actor = actorOf(signedIn.user);
  const done = text.done[intent](ids.length);
  const fitsKind = (kind === "outbox") === (intent === "retry");
  if (fitsKind && !wantsJson(request) && !isConfirmed(input.values)) return { question: { intent, ids } };

  if (kind === "outbox") {
    if (intent !== "retry") return fail(400, failed, messages.siteHealth.badAction);
    const retried = await retryMails(context.db, actor, ids);
    if (!retried.ok)
      return retried.reason === "not-found"
        ? fail(404, failed, messages.admin.leadNotFound)
        : fail(409, failed, messages.siteHealth.retryNotFailed);
    mailQueued();
    return succeed(messages.siteHealth.retried, { detail: done }, 200);
  }

  if (intent === "retry") return fail(400, failed, messages.siteHealth.badAction);
  const changed = await setReportStatus(context.db, actor, ids, intent);
  if (!changed.ok) return fail(404, failed, messages.admin.leadNotFound);
  return succeed(messages.admin.saved, { detail: done }, 200);
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
