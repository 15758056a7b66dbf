import type { ReactNode } from "react";
import { Form } from "react-router";

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
