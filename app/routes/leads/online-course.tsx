import { renderToStaticMarkup } from "react-dom/server";
import { CourseForm, EnrolmentConfirmation } from "~/components/CourseForm";
import { PageLayout } from "~/components/PageLayout";
import { onlineCoursePage as page } from "~/content/pages/online-course";
import { enterAsDocument, withLeadFormScript } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { pageContent } from "~/server/content/page-content.server";
import { offerOf } from "~/server/courses/batches.server";
import { wantsJson } from "~/server/http/negotiate.server";
import { leadForms } from "~/server/leads/lead-forms.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import type { Route } from "./+types/online-course";

export const handle = withLeadFormScript;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const offer = await offerOf(context.db, await pageContent(context, request, (content) => content.courses));
  // A course page's "Enrol" link names its course: it comes ticked, if it can be chosen.
  const named = url.searchParams.get("course");
  const ticked = offer.courses.find((course) => course.key === named && course.unavailable === null)?.key;
  return { offer, ticked: ticked ?? null, batch: url.searchParams.get("batch") };
}

export const clientLoader = enterAsDocument;

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await submitLead(request, context, leadForms.course);
  // The form's script shows how to pay with the markup a post without JavaScript gets.
  const body = answer.data;
  if (wantsJson(request) && body.ok && body.payment)
    body.panel = renderToStaticMarkup(
      <EnrolmentConfirmation enrolled={body.enrolled ?? []} due={body.totals ?? {}} payment={body.payment} />,
    );
  return answer;
}

export default function OnlineCourse({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageLayout heading={page.heading} intro={page.intro} home="Home">
      <CourseForm {...loaderData} result={actionData} />
    </PageLayout>
  );
}
