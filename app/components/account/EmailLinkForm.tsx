import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { Seo } from "~/content/types";
import type { ActionResult } from "~/lib/action-result";
import { type MetaMatches, pageMeta } from "~/lib/seo";
import { EmailField } from "../forms/CommonFields";
import { SubmitButton } from "../forms/Field";
import { PageLayout } from "../PageLayout";
import { AccountMessage } from "./AccountMessage";

/** The texts of a page that mails a link. */
export interface EmailLinkPage {
  seo: Seo;
  heading: string;
  labels: { email: string };
  submit: string;
}

/**
 * One email field and a button that sends a link (verification, forget); it empties after every
 * send (docs/product.md section 5), the second and later ones too: each answer is a new result object.
 */
export function EmailLinkForm({ page, result }: { page: EmailLinkPage; result?: ActionResult }) {
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  const errors = result && !result.ok ? (result.fields ?? {}) : {};
  return (
    <PageLayout heading={page.heading}>
      <Form
        ref={form}
        method="post"
        className="flex max-w-xl flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <EmailField label={page.labels.email} error={errors.email} />
        <SubmitButton busy={navigation.state === "submitting"}>{page.submit}</SubmitButton>
        <AccountMessage result={result} />
      </Form>
    </PageLayout>
  );
}

/**
 * What the route module of a page that mails a link exports beside its action (`sendLinkQuietly`
 * of its kind): its meta and its component.
 */
export function emailLinkRoute(page: EmailLinkPage) {
  return {
    meta: ({ matches }: { matches: MetaMatches }) => pageMeta(page.seo, matches),
    Page({ actionData }: { actionData?: ActionResult }) {
      return <EmailLinkForm page={page} result={actionData} />;
    },
  };
}
