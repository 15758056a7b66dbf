import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { EmailField } from "../forms/CommonFields";
import { SubmitButton } from "../forms/Field";
import { PageLayout } from "../PageLayout";
import { AccountMessage } from "./AccountMessage";

/**
 * One email field and a button that sends a link (verification, forget); it empties after every
 * send (docs/product.md section 5), the second and later ones too: each answer is a new result object.
 */
export function EmailLinkForm({
  heading,
  label,
  submit,
  result,
}: {
  heading: string;
  label: string;
  submit: string;
  result?: ActionResult;
}) {
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  const errors = result && !result.ok ? (result.fields ?? {}) : {};
  return (
    <PageLayout heading={heading}>
      <Form
        ref={form}
        method="post"
        className="flex max-w-xl flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <EmailField label={label} error={errors.email} />
        <SubmitButton busy={navigation.state === "submitting"}>{submit}</SubmitButton>
        <AccountMessage result={result} />
      </Form>
    </PageLayout>
  );
}
