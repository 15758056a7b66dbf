import { Form, useNavigation } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { EmailField } from "../forms/CommonFields";
import { SubmitButton } from "../forms/Field";
import { PageLayout } from "../PageLayout";
import { AccountMessage } from "./AccountMessage";

/** One email field and a button that sends a link (verification, forget); it empties after sending. */
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
  const errors = result && !result.ok ? (result.fields ?? {}) : {};
  return (
    <PageLayout heading={heading}>
      <Form
        method="post"
        key={result?.ok ? "sent" : "form"}
        className="flex max-w-xl flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <EmailField label={label} error={errors.email} />
        <SubmitButton busy={navigation.state === "submitting"}>{submit}</SubmitButton>
        <AccountMessage result={result} />
      </Form>
    </PageLayout>
  );
}
