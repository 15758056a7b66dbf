import type { ReactNode } from "react";
import { Form } from "react-router";

export function IntentForm({
  intent,
  csrfToken,
  children,
}: {
  intent: string;
  csrfToken: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
