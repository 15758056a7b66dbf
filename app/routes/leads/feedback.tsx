import { FeedbackForm } from "~/components/FeedbackForm";
import { PageLayout } from "~/components/PageLayout";
import { feedbackPage as page } from "~/content/pages/feedback";
import { enterAsDocument, withLeadFormScript } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { useSiteSettings } from "~/lib/site";
import { leadForms } from "~/server/leads/lead-forms.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import type { Route } from "./+types/feedback";

export const handle = withLeadFormScript;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export const loader = () => null;

export const clientLoader = enterAsDocument;

export async function action({ request, context }: Route.ActionArgs) {
  return submitLead(request, context, leadForms.feedback);
}

export default function Feedback({ actionData }: Route.ComponentProps) {
  const { hrEmail } = useSiteSettings();
  return (
    <PageLayout heading={page.heading} intro={page.intro} home="Home Pg">
      <FeedbackForm result={actionData} />
      <p className="text-lg text-slate-800">
        <a className="font-semibold text-brand-700 underline" href={`mailto:${hrEmail}`}>
          {hrEmail}
        </a>{" "}
        {page.hrLine}
      </p>
    </PageLayout>
  );
}
