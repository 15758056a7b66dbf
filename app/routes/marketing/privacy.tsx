import type { ReactNode } from "react";
import { DataRequestForm } from "~/components/DataRequestForm";
import { PageLayout } from "~/components/PageLayout";
import { dataRequestTexts } from "~/content/pages/data-requests";
import { privacyPage as page } from "~/content/pages/privacy";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { fillTokens, useFilled, useSiteSettings } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import { dataRequestForm } from "~/server/data-requests/request.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

/** Rendered per request, not prerendered: the build cannot know LEAD_RETENTION_DAYS, which it states. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    notice: await pageContent(context, request, (content) => content.privacy),
    retentionDays: context.config.LEAD_RETENTION_DAYS ?? null,
  };
}

/** A request to see, correct or erase: JSON for API clients, this page again for a form posted without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitLead(request, context, dataRequestForm);
}

const { notice: noticeTexts } = dataRequestTexts;

function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-bold text-2xl text-brand-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

const Paragraphs = ({ texts }: { texts: string[] }) =>
  texts.map((text) => (
    <p key={text} className="max-w-3xl">
      {text}
    </p>
  ));

export const clientLoader = enterAsDocument;

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const notice = useFilled(loaderData.notice);
  const { companyEmail } = useSiteSettings();
  const { retentionDays } = loaderData;
  const { headings } = page;
  return (
    <PageLayout heading={page.heading} home="Home Pg">
      <div className="flex flex-col gap-8 text-slate-800">
        <div className="flex flex-col gap-3 text-lg">
          <p className="text-base text-slate-700">{noticeTexts.lastUpdated(notice.lastUpdated)}</p>
          <Paragraphs texts={notice.intro} />
        </div>
        <Part id="privacy-collected" heading={headings.collected}>
          <ul className="flex max-w-3xl list-disc flex-col gap-2 pl-6">
            {notice.collected.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Part>
        <Part id="privacy-purposes" heading={headings.purposes}>
          <Paragraphs texts={notice.purposes} />
        </Part>
        <Part id="privacy-sharing" heading={headings.sharing}>
          <Paragraphs texts={notice.sharing} />
        </Part>
        <Part id="privacy-retention" heading={headings.retention}>
          <Paragraphs
            texts={[
              ...notice.retention,
              retentionDays === null
                ? notice.noRetentionPeriod
                : fillTokens(notice.retentionPeriod, { days: String(retentionDays) }),
            ]}
          />
        </Part>
        <Part id="privacy-visits" heading={headings.visits}>
          <Paragraphs texts={notice.visits} />
        </Part>
        <Part id="privacy-rights" heading={headings.rights}>
          <Paragraphs texts={notice.rights} />
          <p className="max-w-3xl">
            {`${notice.contact} `}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${companyEmail}`}>
              {companyEmail}
            </a>
            .
          </p>
          <p className="max-w-3xl">
            {`${noticeTexts.officerLine} `}
            <span className="font-semibold">{notice.officerName}</span>,{" "}
            <a
              className="font-semibold text-brand-700 underline"
              href={`mailto:${notice.officerEmail || companyEmail}`}
            >
              {notice.officerEmail || companyEmail}
            </a>
            .
          </p>
          <DataRequestForm result={actionData} />
        </Part>
      </div>
    </PageLayout>
  );
}
