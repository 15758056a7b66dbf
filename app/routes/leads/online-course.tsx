import { CourseForm } from "~/components/CourseForm";
import { HomePgButton } from "~/components/HomePgButton";
import { PageLayout } from "~/components/PageLayout";
import { onlineCoursePage as page } from "~/content/pages/online-course";
import { messages } from "~/lib/messages";
import { courseEnrolmentSchema } from "~/lib/schemas/course-enrolment";
import { pageMeta } from "~/lib/seo";
import { saveEnrolment } from "~/server/leads/enrolments.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import type { Route } from "./+types/online-course";

// Also at POST /submitCourseData (DESIGN.md section 6); the answer carries the server's totalFees.
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export async function action({ request, context }: Route.ActionArgs) {
  return submitLead(request, context, courseEnrolmentSchema, messages.enquiry, (enrolment) =>
    saveEnrolment(context, enrolment),
  );
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
