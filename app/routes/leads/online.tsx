import { EnquiryPage } from "~/components/EnquiryPage";
import { onlinePage as page } from "~/content/pages/enquiry-forms";
import { endpoints } from "~/lib/endpoints";
import { enterAsDocument, withLeadFormScript, withUploadScript } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { leadForms } from "~/server/leads/lead-forms.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import { submitUpload } from "~/server/leads/submit-upload.server";
import type { Route } from "./+types/online";

export const handle = { ...withLeadFormScript, ...withUploadScript, hideIconBar: true };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export function loader({ context }: Route.LoaderArgs) {
  return { maxUploadBytes: context.config.MAX_UPLOAD_MB * 1024 * 1024 };
}

export const clientLoader = enterAsDocument;

export async function action({ request, context, url }: Route.ActionArgs) {
  if (url.pathname === endpoints.onlineUpload) return submitUpload(request, context, "online");
  return submitLead(request, context, leadForms.online);
}

export default function Online({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EnquiryPage
      page={page}
      online
      enquiryAction={endpoints.onlineSubmit}
      uploadAction={endpoints.onlineUpload}
      maxUploadBytes={loaderData.maxUploadBytes}
      result={actionData}
    />
  );
}
