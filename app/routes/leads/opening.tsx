import { data, Link } from "react-router";
import { JsonLd } from "~/components/JsonLd";
import { NotFoundScreen } from "~/components/NotFoundScreen";
import { ApplyForm } from "~/components/openings/ApplyForm";
import { OpeningDescription } from "~/components/openings/OpeningDescription";
import { PageLayout } from "~/components/PageLayout";
import { StatusMessage } from "~/components/StatusMessage";
import { openingPage as page } from "~/content/pages/jobs";
import { statusOf } from "~/lib/action-result";
import { formatDay } from "~/lib/format";
import { jobPosting } from "~/lib/job-posting";
import { experienceLabel, openingPath, openingTypeLabel, salaryText } from "~/lib/openings";
import { enterAsDocument, type ScriptsHandle } from "~/lib/page-scripts";
import { noindex, pageMeta } from "~/lib/seo";
import { fillTokens, useSiteSettings } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import type { Route } from "./+types/opening";
import { findOpening, submitApplication } from "./submit-application.server";

// The lead form's script sends an open opening's Apply form, or the not-found screen's report.
export const handle: ScriptsHandle = {
  leadFormScript: (data) => !isOpeningPage(data) || data.state === "open",
};

const isOpeningPage = (data: unknown): data is { state: "open" | "closed" } => {
  const state = (data as { state?: string } | undefined)?.state;
  return state === "open" || state === "closed";
};

const summaryOf = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 159)}…` : flat;
};

// A closed opening's page keeps a title of its own; an unknown one's comes with the not-found screen.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (loaderData?.state !== "open" && loaderData?.state !== "closed") return [noindex];
  const { opening } = loaderData;
  const open = loaderData.state === "open";
  const tags = pageMeta(
    {
      path: openingPath(opening.slug),
      title: open ? opening.title : `${page.closed.heading}: ${opening.title}`,
      description: open ? summaryOf(opening.description) : closedText(opening),
    },
    matches,
  );
  return open ? tags : [...tags, noindex];
};

const closedText = (opening: { title: string; closesOn: string; filled: boolean }) =>
  fillTokens(opening.filled ? page.closed.filled : page.closed.text, {
    title: opening.title,
    closesOn: formatDay(opening.closesOn),
  });

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const openings = await pageContent(context, request, (content) => content.openings.openings);
  const found = findOpening(openings, params.slug);
  if (!found)
    return data(
      { state: "unknown" as const, path: url.pathname, referrer: request.headers.get("referer") },
      { status: 404 },
    );
  if (!found.open) return data({ state: "closed" as const, opening: found.opening }, { status: 410 });
  return {
    state: "open" as const,
    opening: found.opening,
    maxUploadBytes: context.config.MAX_UPLOAD_MB * 1024 * 1024,
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitApplication(request, context, params.slug);
}

export const clientLoader = enterAsDocument;

export default function Opening({ loaderData, actionData }: Route.ComponentProps) {
  const { appUrl, profile } = useSiteSettings();
  if (loaderData.state === "unknown")
    return <NotFoundScreen path={loaderData.path} referrer={loaderData.referrer} />;
  const { opening } = loaderData;
  const back = (
    <Link to="/jobs" className="font-semibold text-brand-700 underline">
      {page.back}
    </Link>
  );
  if (loaderData.state === "closed")
    return (
      <PageLayout heading={page.closed.heading}>
        <p className="text-lg text-slate-700">{closedText(opening)}</p>
        <StatusMessage status={statusOf(actionData)} />
        <p>{back}</p>
      </PageLayout>
    );
  const salary = salaryText(opening, page.salary);
  return (
    <PageLayout heading={opening.title}>
      <JsonLd data={jobPosting(opening, { name: profile.name, url: appUrl })} />
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg text-slate-800">
        <dt className="font-semibold">{page.facts.type}</dt>
        <dd>{openingTypeLabel(opening.type)}</dd>
        <dt className="font-semibold">{page.facts.location}</dt>
        <dd>{opening.remote ? page.remote : opening.location}</dd>
        <dt className="font-semibold">{page.facts.experience}</dt>
        <dd>{experienceLabel(opening.experience)}</dd>
        <dt className="font-semibold">{page.facts.positions}</dt>
        <dd>{opening.positions}</dd>
        {salary ? (
          <>
            <dt className="font-semibold">{page.facts.salary}</dt>
            <dd>{salary}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{page.facts.closes}</dt>
        <dd>{formatDay(opening.closesOn)}</dd>
      </dl>
      <OpeningDescription text={opening.description} />
      {opening.skills.length > 0 ? (
        <section aria-labelledby="skills-heading" className="flex flex-col gap-2">
          <h2 id="skills-heading" className="font-bold text-2xl text-brand-900">
            {page.skillsHeading}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {opening.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-900">
                {skill}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ApplyForm slug={opening.slug} maxBytes={loaderData.maxUploadBytes} result={actionData} />
      <p>{back}</p>
    </PageLayout>
  );
}
