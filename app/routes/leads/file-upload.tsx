import { PageLayout } from "~/components/PageLayout";
import { Reveal } from "~/components/Reveal";
import { UploadForm } from "~/components/UploadForm";
import { fileUploadPage as page } from "~/content/pages/file-upload";
import { endpoints } from "~/lib/endpoints";
import { messages } from "~/lib/messages";
import { enterAsDocument, withUploadScript } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { submitUpload } from "~/server/leads/submit-upload.server";
import type { Route } from "./+types/file-upload";

export const handle = withUploadScript;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export function loader({ context }: Route.LoaderArgs) {
  return { maxUploadBytes: context.config.MAX_UPLOAD_MB * 1024 * 1024 };
}

export const clientLoader = enterAsDocument;

export function action({ request, context }: Route.ActionArgs) {
  return submitUpload(request, context, "file-upload");
}

export default function FileUpload({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageLayout heading={page.heading} intro={page.intro} home="Home Pg.">
      <Reveal label={page.uploadButton} oneWay>
        <UploadForm
          action={endpoints.uploadFile}
          heading={page.uploadHeading}
          maxBytes={loaderData.maxUploadBytes}
          noFile={{ text: messages.upload.noFile, inDialog: true }}
          failureWording="prefix"
          result={actionData}
        />
      </Reveal>
    </PageLayout>
  );
}
