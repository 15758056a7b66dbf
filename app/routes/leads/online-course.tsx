import { CourseForm } from "~/components/CourseForm";
import { HomePgButton } from "~/components/HomePgButton";
import { PageLayout } from "~/components/PageLayout";
import { onlineCoursePage as page } from "~/content/pages/online-course";
import { pageMeta } from "~/lib/seo";
import { leadForms } from "~/server/leads/lead-forms.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import type { Route } from "./+types/online-course";

// Also at POST /submitCourseData (docs/architecture.md section 6); the answer carries the server's totalFees.
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export async function action({ request, context }: Route.ActionArgs) {
  return submitLead(request, context, leadForms.course);
}

export default function OnlineCourse({ actionData }: Route.ComponentProps) {
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <CourseForm result={actionData} />
      <div>
        <HomePgButton label="Home" />
      </div>
    </PageLayout>
  );
}
