import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { Seo } from "~/content/types";
import type { ActionResult } from "~/lib/action-result";
import { type MetaMatches, pageMeta } from "~/lib/seo";
import { EmailField } from "../forms/CommonFields";
import { SubmitButton } from "../forms/Field";
import { PageLayout } from "../PageLayout";
import { AccountMessage } from "./AccountMessage";

export interface EmailLinkPage {
  seo: Seo;
  heading: string;
  labels: { email: string };
  submit: string;
}

// Empties after every send, repeated ones too: each answer is a new result object.
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

export function emailLinkRoute(page: EmailLinkPage) {
  return {
    meta: ({ matches }: { matches: MetaMatches }) => pageMeta(page.seo, matches),
    Page({ actionData }: { actionData?: ActionResult }) {
      return <EmailLinkForm page={page} result={actionData} />;
    },
  };
}
