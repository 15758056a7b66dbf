import { useLocation } from "react-router";
import { EnquiryPage } from "~/components/EnquiryPage";
import { needPage, onlinePage } from "~/content/pages/enquiry-forms";
import { endpoints } from "~/lib/endpoints";
import { enterAsDocument, withLeadFormScript, withUploadScript } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { leadForms } from "~/server/leads/lead-forms.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import { submitUpload } from "~/server/leads/submit-upload.server";
import type { Route } from "./+types/enquiry";

/** The client-need and the online enquiry pages: the same page with their own content and endpoints. */
const forms = {
  need: { page: needPage, enquiryAction: endpoints.needs, uploadAction: endpoints.needsUpload },
  online: { page: onlinePage, enquiryAction: endpoints.onlineSubmit, uploadAction: endpoints.onlineUpload },
};

/** Every address of the online form, its page's and its endpoints', starts so (app/routes.ts). */
const kindAt = (pathname: string) => (/^\/(api\/)?online(\/|$)/i.test(pathname) ? "online" : "need");

export const handle = { ...withLeadFormScript, ...withUploadScript, hideIconBar: true };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(forms[kindAt(location.pathname)].page.seo, matches);

export function loader({ context }: Route.LoaderArgs) {
  return { maxUploadBytes: context.config.MAX_UPLOAD_MB * 1024 * 1024 };
}

export const clientLoader = enterAsDocument;

export async function action({ request, context, url }: Route.ActionArgs) {
  const kind = kindAt(url.pathname);
  if (url.pathname === forms[kind].uploadAction) return submitUpload(request, context, kind);
  return submitLead(request, context, leadForms[kind]);
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const kind = kindAt(useLocation().pathname);
  return (
    <EnquiryPage
      kind={kind}
      {...forms[kind]}
      maxUploadBytes={loaderData.maxUploadBytes}
      result={actionData}
    />
  );
}
