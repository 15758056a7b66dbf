import { data, Form, Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AdminNotFound } from "~/components/admin/AdminNotFound";
import { AdminSection } from "~/components/admin/AdminSection";
import { button, card, link } from "~/components/admin/controls";
import { CsrfField } from "~/components/admin/csrf";
import { leadName } from "~/components/admin/inbox/LeadsList";
import { OpeningState, StageCounts } from "~/components/admin/openings/OpeningParts";
import { Pagination } from "~/components/admin/Pagination";
import { StatusMessage } from "~/components/StatusMessage";
import { stageLabels } from "~/content/pages/admin-inbox";
import { adminOpeningPath, adminOpeningsPages } from "~/content/pages/admin-openings";
import { statusOf } from "~/lib/action-result";
import { adminMeta } from "~/lib/admin-meta";
import { formatDay } from "~/lib/format";
import { type InboxFilter, inboxAddress, leadAddress, noFilter } from "~/lib/inbox";
import { indiaDayOf } from "~/lib/india-days";
import { messages } from "~/lib/messages";
import { openingPath } from "~/lib/openings";
import { openingAdminActionSchema } from "~/lib/schemas/inbox";
import { pageQuerySchema, readListQuery } from "~/lib/schemas/list";
import { adminOf } from "~/server/admin/admin-area.server";
import { actorOf } from "~/server/audit/audit.server";
import { csrfOf } from "~/server/auth/guards.server";
import { markOpeningFilled } from "~/server/content/store.server";
import { readForm, refuse } from "~/server/http/form.server";
import { fail, succeed } from "~/server/http/respond.server";
import { listLeads } from "~/server/inbox/list.server";
import { openingFigures } from "~/server/inbox/openings.server";
import type { Route } from "./+types/opening";

const text = adminOpeningsPages.opening;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  adminMeta(text.seo(loaded?.opening?.title ?? text.notFound), matches);

const applicantsOf = (slug: string): InboxFilter => ({ ...noFilter, kind: "applications", opening: slug });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { openings } = context.site.current().content.openings;
  const published = openings.filter((opening) => opening.slug === params.slug);
  const [opening] = await openingFigures(context.db, published, indiaDayOf(new Date()));
  if (!opening) return data({ opening: null, page: 1, rows: [], total: 0 }, { status: 404 });
  const { page } = readListQuery(url, pageQuerySchema).value;
  return { opening, page, ...(await listLeads(context, applicantsOf(opening.slug), page)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const input = await readForm(request, openingAdminActionSchema, { authorize: csrfOf(request, signedIn) });
  if (!input.ok) return refuse(messages.admin.saveFailed, input);
  const filled = await markOpeningFilled(context.db, params.slug, actorOf(signedIn.user));
  if (filled.ok) {
    // The page read next shows what was just published, not what this worker last polled.
    await context.site.refresh();
    return succeed(text.fill.done, {}, 200);
  }
  return filled.code === "stale"
    ? fail(409, messages.admin.saveFailed, text.fill.stale)
    : fail(404, messages.admin.saveFailed, text.notFound);
}

export default function OpeningApplicants({ loaderData, actionData }: Route.ComponentProps) {
  const { opening, page, rows, total } = loaderData;
  if (!opening) return <AdminNotFound heading={text.notFound} back={text.back} />;
  const facts = [
    [text.facts.state, <OpeningState key="state" opening={opening} />],
    [text.facts.posted, formatDay(opening.postedOn)],
    [text.facts.closes, formatDay(opening.closesOn)],
    [text.facts.positions, opening.positions],
    [
      text.facts.page,
      <a key="page" href={openingPath(opening.slug)} className={link}>
        {openingPath(opening.slug)}
      </a>,
    ],
  ] as const;
  return (
    <AdminLayout heading={opening.title}>
      <p>
        <Link to={text.back.to} className={link}>
          {text.back.label}
        </Link>
      </p>
      <StatusMessage status={statusOf(actionData)} />
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <AdminSection id="applicants-heading" heading={text.applicantsHeading}>
        <StageCounts stages={opening.stages} />
        <p>
          <Link to={inboxAddress(applicantsOf(opening.slug))} className={link}>
            {text.inInbox}
          </Link>
        </p>
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.id} className={card}>
              <Link to={leadAddress(row.id)} className={`${link} text-lg`}>
                {leadName(row)}
              </Link>
              <p className="text-slate-700">
                {text.stage}: <span className="font-semibold text-brand-900">{stageLabels[row.stage]}</span> ·{" "}
                {text.received} {row.receivedAt}
              </p>
            </li>
          ))}
        </ul>
        <Pagination page={page} total={total} href={(n) => `${adminOpeningPath(opening.slug)}?page=${n}`} />
      </AdminSection>
      {opening.filled ? null : (
        <AdminSection id="fill-heading" heading={text.fill.heading} boxed>
          <p className="text-slate-700">{text.fill.text}</p>
          <Form method="post">
            <CsrfField />
            <button type="submit" name="intent" value="fill" className={button}>
              {text.fill.submit}
            </button>
          </Form>
        </AdminSection>
      )}
    </AdminLayout>
  );
}
