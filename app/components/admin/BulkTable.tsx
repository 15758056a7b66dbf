import type { ReactNode } from "react";
import { Form } from "react-router";
import { type Column, DataTable, selectColumn } from "./DataTable";

/** A page has one bulk form: the table's checkboxes belong to it by this id. */
const BULK_FORM = "bulk-actions";

/** What a list shows of its rows: everything of its table but the rows. */
export interface BulkList<Row> {
  caption: string;
  columns: Column<Row>[];
  empty: string;
  /** The checkbox column's hidden header, and how each box is named to screen readers. */
  select: { header: string; label: (row: Row) => string };
}

/**
 * A list whose rows are ticked for the buttons of the page's bulk form (the one inbox, the
 * site-health lists): a checkbox column first, each box sending its row's id with that form, then
 * the list's own columns. Every cell is the visitor's text as text.
 */
export function BulkTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  empty,
  select,
}: BulkList<Row> & { rows: Row[] }) {
  return (
    <DataTable
      caption={caption}
      columns={[selectColumn(select.header, BULK_FORM, select.label), ...columns]}
      rows={rows}
      rowKey={(row) => row.id}
      empty={empty}
    />
  );
}

/**
 * The form of the buttons acting on the ticked rows; the checkboxes belong to it by its id. It posts
 * to `action`, the list's address from the loader's data: React Router's default is the address as
 * the browser spells it, which can differ from the server's (%20 or +), and then the hydrated page
 * does not match; built from the data, the page shown after the post keeps its filters.
 */
export function BulkForm({
  action,
  csrfToken,
  label,
  className,
  children,
}: {
  action: string;
  csrfToken: string;
  /** The form's name, when its controls need one to be told apart from the page's others. */
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
