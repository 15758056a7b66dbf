import type { ReactNode } from "react";
import { button } from "~/components/admin/controls";
import { IntentForm } from "~/components/forms/IntentForm";

/** One of the lead page's POST forms: its fields, then the button that sends them. */
export function LeadForm({
  intent,
  csrfToken,
  busy,
  submit,
  children,
}: {
  intent: string;
  csrfToken: string;
  busy: boolean;
  submit: string;
  children: ReactNode;
}) {
  return (
    <IntentForm intent={intent} csrfToken={csrfToken} className="flex flex-col gap-3">
      {children}
      <button type="submit" disabled={busy} className={`${button} self-start`}>
        {submit}
      </button>
    </IntentForm>
  );
}
