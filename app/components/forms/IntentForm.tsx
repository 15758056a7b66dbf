import type { ReactNode } from "react";
import { Form } from "react-router";

/** One of a page's POST forms, told apart by `intent`: the XSRF token and what it does, then its fields. */
export function IntentForm({
  intent,
  csrfToken,
  className = "flex flex-col gap-4",
  children,
}: {
  intent: string;
  csrfToken: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
