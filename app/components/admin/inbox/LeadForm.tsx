import type { ReactNode } from "react";
import { button } from "~/components/admin/controls";
import { IntentForm } from "~/components/forms/IntentForm";

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
