import { useLocation } from "react-router";
import { EnquiryForm } from "~/components/EnquiryForm";
import { PageLayout } from "~/components/PageLayout";
import { Reveal } from "~/components/Reveal";
import { UploadForm } from "~/components/UploadForm";
import { needPage, onlinePage } from "~/content/pages/enquiry-forms";
import { endpoints } from "~/lib/endpoints";
import { messages } from "~/lib/messages";
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

/** The online form's addresses are its page's and its two endpoints; React Router matches any case. */
const kindAt = (pathname: string) => {
  const path = pathname.toLowerCase().replace(/\/$/, "");
  const { enquiryAction, uploadAction } = forms.online;
  return [onlinePage.seo.path, enquiryAction, uploadAction].includes(path) ? "online" : "need";
};

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

/** A file and an enquiry sent from one visit are linked, in whichever order they are sent. */
export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const kind = kindAt(pathname);
  const { page, enquiryAction, uploadAction } = forms[kind];
  const uploadResult = pathname === uploadAction ? actionData : undefined;
  const enquiryResult = pathname === enquiryAction ? actionData : undefined;
  // After a post without JavaScript; the lead form's script links them in place (enquiry-page.ts).
  const uploadIds = uploadResult?.ok && uploadResult.id ? [uploadResult.id] : [];
  const enquiryId = enquiryResult?.ok ? enquiryResult.id : undefined;
  return (
    <PageLayout heading={page.heading} intro={page.intro} home="Home">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <EnquiryForm
          page={page}
          action={enquiryAction}
          kind={kind}
          uploadIds={uploadIds}
          result={enquiryResult}
        />
        <Reveal label={page.uploadToggle}>
          <UploadForm
            action={uploadAction}
            heading={page.uploadHeading}
            maxBytes={loaderData.maxUploadBytes}
            noFile={{ text: messages.upload.noFileSelected, inDialog: false }}
            failureWording="detail"
            fields={enquiryId ? { enquiryId } : {}}
            result={uploadResult}
          />
        </Reveal>
      </div>
    </PageLayout>
  );
}
