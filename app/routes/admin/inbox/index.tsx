import { data, Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { BulkTable } from "~/components/admin/BulkTable";
import { link } from "~/components/admin/controls";
import { InboxFilters } from "~/components/admin/inbox/InboxFilters";
import { BulkConfirm, LeadsBulkActions, leadsList } from "~/components/admin/inbox/LeadsList";
import { Pagination } from "~/components/admin/Pagination";
import { StatusMessage } from "~/components/StatusMessage";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { questionOrStatus } from "~/lib/action-result";
import { adminMeta } from "~/lib/admin-meta";
import { isConfirmed } from "~/lib/confirm";
import { inboxAddress, LEAD_DELETED, noFilter } from "~/lib/inbox";
import { inboxMessages } from "~/lib/inbox-messages";
import { leadKinds, leadKindViews } from "~/lib/lead-kinds";
import { messages } from "~/lib/messages";
import { inboxActionSchema, inboxFilterSchema } from "~/lib/schemas/inbox";
import { readListQuery } from "~/lib/schemas/list";
import { adminOf } from "~/server/admin/admin-area.server";
import { actorOf } from "~/server/audit/audit.server";
import { csrfOf } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import { wantsJson } from "~/server/http/negotiate.server";
import { actOnLeads } from "~/server/inbox/act.server";
import { filterChoices, leadsToChange, listAdmins, listLeads } from "~/server/inbox/list.server";
import type { Route } from "./+types/index";

const text = adminInboxPages.inbox;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(text.seo, matches);

export async function loader({ url, context }: Route.LoaderArgs) {
  const { user } = adminOf(context);
  const read = readListQuery(url, inboxFilterSchema);
  const [admins, choices] = await Promise.all([listAdmins(context.db), filterChoices(context.db)]);
  const deleted = url.searchParams.get("result") === LEAD_DELETED;
  const shared = { me: user.id, admins, choices, deleted };
  if (!read.ok)
    return data(
      { ...shared, error: read.error, filter: noFilter, page: 1, rows: [], total: 0 },
      { status: 400 },
    );
  const { page, ...filter } = read.value;
  return { ...shared, error: null, filter, page, ...(await listLeads(context, filter, page)) };
}

const NAMED = 10;

/** A selection with an unknown lead is refused, all or none, not asked about. */
export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const input = await readForm(request, inboxActionSchema, { authorize: csrfOf(request, signedIn) });
  if (!input.ok) return refuse(messages.admin.saveFailed, input);
  if (!wantsJson(request) && !isConfirmed(input.values)) {
    const leads = await leadsToChange(context.db, input.value.ids);
    if (leads.length === input.value.ids.length)
      return { question: { action: input.value, count: leads.length, leads: leads.slice(0, NAMED) } };
  }
  return actOnLeads(context, actorOf(signedIn.user), input.value);
}

const navs: [string, { to: string; label: string }[]][] = [
  [
    text.kinds.label,
    [
      { to: "/admin/inbox", label: text.kinds.all },
      ...leadKinds.map((kind) => ({ to: inboxAddress({ kind }), label: leadKindViews[kind].label })),
    ],
  ],
  [text.siteHealth.label, [text.siteHealth.brokenLinks, text.siteHealth.outbox]],
  [text.settings.label, [text.settings.templates, text.settings.digest]],
];

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { me, admins, choices, deleted, error, filter, page, rows, total } = loaderData;
  const here = inboxAddress(filter, page);
  const { question, shown } = questionOrStatus(error, actionData);
  const status = shown ?? (deleted ? { tone: "success" as const, text: inboxMessages.leadDeleted } : null);
  return (
    <AdminLayout heading={text.heading}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap gap-x-10 gap-y-3">
          {navs.map(([label, entries]) => (
            <nav key={label} aria-label={label}>
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {entries.map((entry) => (
                  <li key={entry.to}>
                    <Link to={entry.to} className={link}>
                      {entry.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <InboxFilters key={here} filter={filter} choices={choices} admins={admins} me={me} />
        <StatusMessage status={status} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status">{text.summary(total)}</p>
          <a href={inboxAddress(filter, 1, "/admin/inbox/export.csv")} download className={link}>
            {text.exportCsv}
          </a>
        </div>
        {question ? (
          <BulkConfirm question={question} action={here} admins={admins} />
        ) : (
          <LeadsBulkActions action={here} admins={admins} me={me} kind={filter.kind} />
        )}
        <BulkTable {...leadsList} rows={rows} />
        <Pagination page={page} total={total} href={(n) => inboxAddress(filter, n)} />
      </div>
    </AdminLayout>
  );
}
