import type { ReactNode } from "react";
import { Form } from "react-router";
import { type Column, DataTable } from "./DataTable";

const BULK_FORM = "bulk-actions";

export interface BulkList<Row> {
  caption: string;
  columns: Column<Row>[];
  empty: string;
  select: { header: string; label: (row: Row) => string };
}

export function BulkTable<Row extends { id: string }>({ select, ...list }: BulkList<Row> & { rows: Row[] }) {
  return (
    <DataTable
      {...list}
      columns={[
        {
          header: select.header,
          hiddenHeader: true,
          // Each box belongs, by the form's id, to the bulk form outside the table.
          cell: (row) => (
            <input
              type="checkbox"
              form={BULK_FORM}
              name="ids"
              value={row.id}
              aria-label={select.label(row)}
              className="size-4"
            />
          ),
        },
        ...list.columns,
      ]}
      rowKey={(row) => row.id}
      stacked
    />
  );
}

// `action` comes from the loader: the browser's own spelling of the address may break hydration.
export function BulkForm({
  action,
  csrfToken,
  label,
  className,
  children,
}: {
  action: string;
  csrfToken: string;
  label?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form id={BULK_FORM} method="post" action={action} aria-label={label} className={className}>
      <input type="hidden" name="_csrf" value={csrfToken} />
      {children}
    </Form>
  );
}
