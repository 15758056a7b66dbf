import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { inboxKinds } from "~/lib/inbox";
import { pageMeta } from "~/lib/seo";
import { countInbox } from "~/server/admin/inbox/counts.server";
import type { Route } from "./+types/index";

const page = adminInboxPages.index;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export async function loader({ context }: Route.LoaderArgs) {
  return { counts: await countInbox(context) };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  return (
    <AdminLayout heading={page.heading}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {inboxKinds.map((kind) => {
          const text = adminInboxPages.kinds[kind];
          const count =
            kind === "outbox"
              ? page.outboxCount(counts.outbox.waiting, counts.outbox.failed)
              : page.newCount(counts[kind]);
          return (
            <li key={kind} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h2 className="font-semibold text-lg">
                <Link to={`/admin/inbox/${kind}`} className="text-brand-700 underline">
                  {text.heading}
                </Link>
              </h2>
              <p className="font-medium text-slate-900">{count}</p>
              <p className="text-slate-700 text-sm">{text.summary}</p>
            </li>
          );
        })}
      </ul>
    </AdminLayout>
  );
}
