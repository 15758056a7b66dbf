import type { ReactNode } from "react";
import { Form } from "react-router";
import { button } from "~/components/admin/controls";

/** What the forms on a lead's page are drawn with. */
export interface LeadFormState {
  csrfToken: string;
  busy: boolean;
  errors: Record<string, string>;
  today: string;
}

export function LeadForm({
  action,
  intent,
  csrfToken,
  busy,
  submit,
  children,
}: {
  /** This page's, unless given. */
  action?: string;
  intent: string;
  csrfToken: string;
  busy?: boolean;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className="flex flex-col gap-3">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button type="submit" disabled={busy} className={`${button} self-start`}>
        {submit}
      </button>
    </Form>
  );
}
