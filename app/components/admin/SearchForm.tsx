import type { ReactNode } from "react";
import { Form } from "react-router";
import { Labelled } from "~/components/forms/Field";
import { control, filterBar } from "./controls";

// A GET form, so a view can be bookmarked.
export function SearchForm({
  label,
  action,
  className = filterBar,
  children,
}: {
  label?: string;
  action?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" action={action} role="search" aria-label={label} className={className}>
      {children}
    </Form>
  );
}

export function SearchBox({
  id,
  label,
  value,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
}) {
  return (
    <Labelled id={id} label={label}>
      <input id={id} name="q" type="search" defaultValue={value} maxLength={maxLength} className={control} />
    </Labelled>
  );
}
