import { useLocation } from "react-router";
import type { EnquiryPageContent } from "~/content/pages/enquiry-forms";
import type { ActionResult } from "~/lib/action-result";
import { messages } from "~/lib/messages";
import { EnquiryForm } from "./EnquiryForm";
import { PageLayout } from "./PageLayout";
import { Reveal } from "./Reveal";
import { UploadForm } from "./UploadForm";

/** A file and an enquiry sent from one visit are linked, in whichever order they are sent. */
export function EnquiryPage({
  kind,
  page,
  enquiryAction,
  uploadAction,
  maxUploadBytes,
  result,
}: {
  kind: "need" | "online";
  page: EnquiryPageContent;
  enquiryAction: string;
  uploadAction: string;
  maxUploadBytes: number;
  result?: ActionResult;
}) {
  const { pathname } = useLocation();
  const uploadResult = pathname === uploadAction ? result : undefined;
  const enquiryResult = pathname === enquiryAction ? result : undefined;
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
            maxBytes={maxUploadBytes}
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
