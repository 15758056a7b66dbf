import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { type Column, DataTable } from "~/components/admin/DataTable";
import { PageLayout } from "~/components/PageLayout";
import { StatusMessage } from "~/components/StatusMessage";
import { accountPages } from "~/content/pages/account";
import { bringToView } from "~/lib/bring-to-view";
import { formatDateTime } from "~/lib/format";
import { messages } from "~/lib/messages";
import { withScripts } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { avatarPath } from "~/server/accounts/avatars.server";
import { answerSignedInUser } from "~/server/accounts/login.server";
import { requireUser } from "~/server/auth/guards.server";
import { listSessions, type SessionView } from "~/server/auth/sessions.server";
import type { Route } from "./+types/profile";

export const handle = withScripts;

const page = accountPages.profile;
const text = page.sessions;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, csrfToken, sessionHash } = await requireUser({ request, context, url });
  const { id, name, email, mobile, is_verified } = user;
  return {
    csrfToken,
    user: { id, name, email, mobile, is_verified, image: user.image ? avatarPath(user.image) : null },
    sessions: await listSessions(context.db, user, sessionHash),
    notice:
      url.searchParams.get("result") === "others-logged-out"
        ? { tone: "success" as const, text: messages.account.otherSessionsEnded }
        : null,
  };
}

export const action = ({ request, context }: Route.ActionArgs) => answerSignedInUser(request, context);

const sessionColumns: Column<SessionView>[] = [
  {
    header: text.columns.device,
    rowHeader: true,
    cell: (session) => (
      <>
        {session.device ?? text.unknownDevice}
        {session.current ? (
          <strong className="ml-2 inline-block whitespace-nowrap rounded bg-brand-100 px-2 py-0.5 font-semibold text-brand-800 text-xs">
            {text.thisDevice}
          </strong>
        ) : null}
      </>
    ),
  },
  { header: text.columns.ip, cell: (session) => session.ip ?? text.unknownAddress },
  {
    header: text.columns.lastUsed,
    cell: (session) => formatDateTime(session.lastSeenAt),
    className: "whitespace-nowrap",
  },
];

export default function Profile({ loaderData: { user, csrfToken, sessions, notice } }: Route.ComponentProps) {
  // The answer sits below the button: in view and focused, or the visitor sees only the page's top.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) bringToView(noticeRef.current);
  }, [notice]);
  return (
    <PageLayout heading={page.welcome(user.name)}>
      <div className="flex max-w-xl flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {user.image ? (
          <img src={user.image} alt={user.name} width={200} height={200} className="size-32 rounded-full" />
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">{page.labels.email}</dt>
          <dd>{user.email}</dd>
          <dt className="font-semibold">{page.labels.mobile}</dt>
          <dd>{user.mobile}</dd>
          <dt className="font-semibold">{page.labels.status}</dt>
          <dd>{user.is_verified === 1 ? page.verified : page.notVerified}</dd>
        </dl>
        <div className="flex items-center gap-4">
          <Link to={`/edit?id=${user.id}`} className="font-semibold text-brand-700 underline">
            {page.edit}
          </Link>
          <Form method="post" action="/logout">
            <input type="hidden" name="_csrf" value={csrfToken} />
            <button type="submit" className="font-semibold text-brand-700 underline">
              {page.logout}
            </button>
          </Form>
        </div>
      </div>
      <section aria-labelledby="sessions-heading" className="mt-8 flex max-w-3xl flex-col gap-4">
        <h2 id="sessions-heading" className="font-bold text-2xl text-slate-900">
          {text.heading}
        </h2>
        <DataTable
          caption={text.caption}
          columns={sessionColumns}
          rows={sessions}
          rowKey={(_session, index) => String(index)}
          empty={text.none}
          stacked
        />
        <Form method="post" action="/logout">
          <input type="hidden" name="_csrf" value={csrfToken} />
          <input type="hidden" name="scope" value="others" />
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {text.logoutOthers}
          </button>
        </Form>
        <StatusMessage status={notice} ref={noticeRef} />
      </section>
    </PageLayout>
  );
}
