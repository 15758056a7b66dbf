import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { FieldNote, Labelled } from "~/components/forms/Field";
import { described } from "~/lib/field-errors";
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

type LabelledControl<Tag extends "input" | "select"> = { id: string; label: string } & ComponentProps<Tag>;

export function AdminSelect({ id, label, error, ...select }: LabelledControl<"select"> & { error?: string }) {
  return (
    <Labelled id={id} label={label}>
      <select id={id} className={control} {...described(id, error)} {...select} />
      <FieldNote of={id} kind="error" note={error} />
    </Labelled>
  );
}

export function AdminInput({ id, label, ...input }: LabelledControl<"input">) {
  return (
    <Labelled id={id} label={label}>
      <input id={id} className={control} {...input} />
    </Labelled>
  );
}

export const SearchBox = ({
  value,
  ...box
}: LabelledControl<"input"> & { value: string; maxLength: number }) => (
  <AdminInput name="q" type="search" defaultValue={value} {...box} />
);
