import { data, Link } from "react-router";
import { CourseFacts, seatsOfBatch } from "~/components/courses/CourseFacts";
import { EnrolLink } from "~/components/courses/EnrolLink";
import { WaitlistForm } from "~/components/courses/WaitlistForm";
import { JsonLd } from "~/components/JsonLd";
import { NotFoundScreen } from "~/components/NotFoundScreen";
import { PageLayout } from "~/components/PageLayout";
import { companyFacts } from "~/content/company";
import { batchLine, coursesPage as page } from "~/content/pages/courses";
import { courseJsonLd } from "~/lib/course-json-ld";
import { COURSES_PATH, coursePath, courseSlug } from "~/lib/course-paths";
import { enterAsDocument, type ScriptsHandle } from "~/lib/page-scripts";
import { noindex, pageMeta } from "~/lib/seo";
import { useSiteSettings } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import { offerOf } from "~/server/courses/batches.server";
import { leadForms } from "~/server/leads/lead-forms.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import type { Route } from "./+types/course";

// Enrolling is a link; the waitlist (while no batch takes enrolments) and the broken-link report
// of an unknown course are forms, which the lead form's script sends.
export const handle: ScriptsHandle = {
  leadFormScript: (data) => {
    const page = data as { state?: string; course?: { unavailable: unknown } } | undefined;
    return page?.state !== "found" || Boolean(page.course?.unavailable);
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (loaderData?.state !== "found") return [noindex];
  const { course } = loaderData;
  return pageMeta(
    { path: coursePath(course.key), title: course.name, description: course.description || course.name },
    matches,
  );
};

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const offer = await offerOf(context.db, await pageContent(context, request, (content) => content.courses));
  const course = offer.courses.find((one) => courseSlug(one.key) === params.slug);
  if (!course)
    return data(
      { state: "unknown" as const, path: url.pathname, referrer: request.headers.get("referer") },
      { status: 404 },
    );
  return { state: "found" as const, course };
}

/** The waitlist: JSON for API clients, this page again for a form posted without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitLead(request, context, leadForms.waitlist);
}

export const clientLoader = enterAsDocument;

export default function CoursePage({ loaderData, actionData }: Route.ComponentProps) {
  const { appUrl, profile } = useSiteSettings();
  if (loaderData.state === "unknown")
    return <NotFoundScreen path={loaderData.path} referrer={loaderData.referrer} />;
  const { course } = loaderData;
  const provider = { name: profile.name, url: appUrl, address: profile.address, city: companyFacts.city };
  return (
    <PageLayout heading={course.name} intro={course.description}>
      <JsonLd data={courseJsonLd(course, provider)} />
      <CourseFacts course={course} batches={false} />
      <section aria-labelledby="batches-heading" className="flex flex-col gap-4">
        <h2 id="batches-heading" className="font-bold text-2xl text-brand-900">
          {page.batchesHeading}
        </h2>
        {course.batches.length === 0 ? (
          <p className="text-slate-700">{page.closed}.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {course.batches.map((batch) => (
              <li
                key={batch.startsOn}
                className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <p className="font-semibold text-slate-900">{batchLine(batch)}</p>
                <p className="text-slate-700">{seatsOfBatch(batch)}</p>
                <EnrolLink course={course} batch={batch} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <WaitlistForm course={course} result={actionData} />
      <Link to={COURSES_PATH} className="font-semibold text-brand-700 underline">
        {page.allCourses}
      </Link>
    </PageLayout>
  );
}
