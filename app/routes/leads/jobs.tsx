import { Link } from "react-router";
import { CompanyTable } from "~/components/CompanyTable";
import { PageLayout } from "~/components/PageLayout";
import { Reveal } from "~/components/Reveal";
import { UploadForm } from "~/components/UploadForm";
import { coursesLinks } from "~/content/pages/courses-links";
import { jobsPage, openApplication, openingPage, workKinds } from "~/content/pages/jobs";
import { COURSES_PATH } from "~/lib/course-paths";
import { endpoints } from "~/lib/endpoints";
import { formatDay } from "~/lib/format";
import { indiaDayOf } from "~/lib/india-days";
import { messages } from "~/lib/messages";
import { openingPath, openingTypeLabel, openOpenings } from "~/lib/openings";
import { enterAsDocument, withUploadScript } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import { submitUpload } from "~/server/leads/submit-upload.server";
import type { Route } from "./+types/jobs";

export const handle = withUploadScript;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(jobsPage.seo, matches);

export async function loader({ context, request }: Route.LoaderArgs) {
  const openings = await pageContent(context, request, (content) => content.openings.openings);
  return {
    maxUploadBytes: context.config.MAX_UPLOAD_MB * 1024 * 1024,
    openings: openOpenings(openings, indiaDayOf(new Date())),
  };
}

export const clientLoader = enterAsDocument;

export const action = ({ request, context }: Route.ActionArgs) => submitUpload(request, context, "jobs");

export default function Jobs({ loaderData, actionData }: Route.ComponentProps) {
  const page = useFilled(jobsPage);
  const { openings } = loaderData;
  return (
    <PageLayout heading={page.heading} intro={page.intro} home="Home">
      <section aria-labelledby="openings-heading" className="flex flex-col gap-4">
        <h2 id="openings-heading" className="font-bold text-2xl text-brand-900">
          {page.openingsHeading}
        </h2>
        {openings.length === 0 ? (
          <p className="text-lg text-slate-700">{page.noOpenings}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {openings.map((opening) => (
              <li
                key={opening.slug}
                className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="font-bold text-brand-900 text-xl">
                  <Link to={openingPath(opening.slug)} className="underline hover:text-brand-700">
                    {opening.title}
                  </Link>
                </h3>
                <p className="text-slate-700">
                  {`${openingTypeLabel(opening.type)} · ${opening.remote ? openingPage.remote : opening.location}`}
                </p>
                <p className="text-slate-700">
                  {openingPage.facts.closes}: {formatDay(opening.closesOn)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CompanyTable caption={page.caption} rows={page.rows} />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-brand-900 text-lg">{page.internship}</p>
        <Link to={COURSES_PATH} className="self-start font-semibold text-brand-700 underline">
          {coursesLinks.jobs}
        </Link>
      </div>
      <Reveal label={page.uploadButton} oneWay>
        <UploadForm
          action={endpoints.jobsUpload}
          heading={page.uploadHeading}
          maxBytes={loaderData.maxUploadBytes}
          noFile={{ text: messages.upload.noFile, inDialog: false }}
          failureWording="prefix"
          result={actionData}
        >
          <label htmlFor="upload-work" className="font-semibold text-slate-800">
            {openApplication.work.label}
          </label>
          <select
            id="upload-work"
            name="work"
            defaultValue=""
            className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">{openApplication.work.any}</option>
            {workKinds.map((kind) => (
              <option key={kind} value={kind}>
                {openApplication.work.kinds[kind]}
              </option>
            ))}
          </select>
        </UploadForm>
      </Reveal>
    </PageLayout>
  );
}
