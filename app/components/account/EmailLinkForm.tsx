import type { Seo } from "~/content/types";
import type { ActionResult } from "~/lib/action-result";
import { enterAsDocument } from "~/lib/page-scripts";
import { type MetaMatches, pageMeta } from "~/lib/seo";
import { EmailField } from "../forms/CommonFields";
import { SubmitButton } from "../forms/Field";
import { formCardClass } from "../forms/form-card";
import { PageLayout } from "../PageLayout";
import { AccountMessage } from "./AccountMessage";

interface EmailLinkPage {
  seo: Seo;
  heading: string;
  labels: { email: string };
  submit: string;
}

export function emailLinkRoute(page: EmailLinkPage) {
  return {
    meta: ({ matches }: { matches: MetaMatches }) => pageMeta(page.seo, matches),
    loader: () => null,
    clientLoader: enterAsDocument,
    // One field the browser checks and the server answers: the page sends no React, and each answer
    // is a new page, so the field is empty after every send.
    Page({ actionData: result }: { actionData?: ActionResult }) {
      const errors = result && !result.ok ? (result.fields ?? {}) : {};
      return (
        <PageLayout heading={page.heading}>
          <form method="post" className={formCardClass}>
            <EmailField label={page.labels.email} error={errors.email} />
            <SubmitButton>{page.submit}</SubmitButton>
            <AccountMessage result={result} />
          </form>
        </PageLayout>
      );
    },
  };
}
