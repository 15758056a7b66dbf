import { CompanyTable } from "~/components/CompanyTable";
import { HomePgButton } from "~/components/HomePgButton";
import { PageLayout } from "~/components/PageLayout";
import { Reveal } from "~/components/Reveal";
import { UploadForm } from "~/components/UploadForm";
import { jobsPage } from "~/content/pages/jobs";
import { endpoints } from "~/lib/endpoints";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { submitUpload } from "~/server/leads/submit-upload.server";
import type { Route } from "./+types/jobs";

// Also at POST /api/upload (docs/architecture.md section 6): the CV goes to HR.
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(jobsPage.seo, matches);

export function loader({ context }: Route.LoaderArgs) {
  return { maxUploadBytes: context.config.MAX_UPLOAD_MB * 1024 * 1024 };
}

export function action({ request, context }: Route.ActionArgs) {
  return submitUpload(request, context, "jobs");
}

export default function Jobs({ loaderData, actionData }: Route.ComponentProps) {
  const page = useFilled(jobsPage);
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <CompanyTable caption={page.caption} rows={page.rows} />
      <p className="font-semibold text-brand-900 text-lg">{page.internship}</p>
      <Reveal label={page.uploadButton} oneWay>
        <UploadForm
          action={endpoints.jobsUpload}
          heading={page.uploadHeading}
          maxBytes={loaderData.maxUploadBytes}
          noFile={{ text: messages.upload.noFile, inDialog: false }}
          errorText={(failure) => ({
            text: `${messages.upload.failedPrefix}${failure.details ?? failure.error}`,
          })}
          result={actionData}
        />
      </Reveal>
      <div>
        <HomePgButton label="Home" />
      </div>
    </PageLayout>
  );
}
