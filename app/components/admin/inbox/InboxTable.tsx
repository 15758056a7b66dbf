import { Form } from "react-router";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { type InboxKind, type InboxRow, inboxColumns } from "~/lib/inbox";
import { type Column, DataTable, selectColumn } from "../DataTable";

const text = adminInboxPages.list;
const BULK_FORM = "inbox-bulk";

const button =
  "rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 text-sm hover:bg-brand-50";

/** What can be done to a row: leads flip between new and handled, failed mails can be retried. */
function rowIntent(kind: InboxKind, status: string): { intent: string; label: string } | null {
  if (kind === "outbox") return status === "failed" ? { intent: "retry", label: text.retry } : null;
  return status === "new"
    ? { intent: "handled", label: text.markHandled }
    : { intent: "new", label: text.markNew };
}

/**
 * A kind's rows with a checkbox each (for the bulk buttons' form) and the row's own action. Every
 * cell is the visitor's text as text.
 */
export function InboxTable({
  kind,
  rows,
  csrfToken,
  action: formAction,
}: {
  kind: InboxKind;
  rows: InboxRow[];
  csrfToken: string;
  /** This list's address (see InboxBulkActions). */
  action: string;
}) {
  const kindText = adminInboxPages.kinds[kind];
  const labels = kindText.columns as Record<string, string>;
  const kindColumns = inboxColumns[kind];
  const firstColumn = kindColumns[0];
  const nameOf = (row: InboxRow) => row.cells[firstColumn] ?? row.id;
  const columns: Column<InboxRow>[] = [
    selectColumn(text.columns.select, BULK_FORM, (row) => text.selectRow(kindText.rowName, nameOf(row))),
    { header: text.columns.received, cell: (row) => row.receivedAt, className: "whitespace-nowrap" },
    ...kindColumns.map(
      (column): Column<InboxRow> => ({
        header: labels[column] ?? column,
        // The first column names the row.
        rowHeader: column === firstColumn,
        className: "whitespace-pre-wrap",
        cell: (row) =>
          column === firstColumn && kind === "uploads" ? (
            <a
              href={`/admin/uploads/${row.id}`}
              download
              aria-label={text.download(nameOf(row))}
              className="font-semibold text-brand-700 underline"
            >
              {row.cells[column]}
            </a>
          ) : (
            row.cells[column]
          ),
      }),
    ),
    { header: text.columns.status, cell: (row) => text.filters[row.status] ?? row.status },
    {
      header: text.columns.actions,
      cell: (row) => {
        const action = rowIntent(kind, row.status);
        return action ? (
          <Form method="post" action={formAction}>
            <input type="hidden" name="_csrf" value={csrfToken} />
            <input type="hidden" name="ids" value={row.id} />
            <button
              type="submit"
              name="intent"
              value={action.intent}
              aria-label={text.rowAction(action.label, kindText.rowName, nameOf(row))}
              className={button}
            >
              {action.label}
            </button>
          </Form>
        ) : null;
      },
    },
  ];
  return (
    <DataTable
      caption={kindText.heading}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={text.empty}
    />
  );
}

/**
 * The buttons acting on the checked rows; the checkboxes belong to this form by its id. The forms
 * post to `action`, the list's address built from the loader's data: React Router's default is the
 * address as the browser spells it, which can differ from the server's (%20 or +), and then the
 * hydrated page does not match.
 */
export function InboxBulkActions({
  kind,
  csrfToken,
  action,
}: {
  kind: InboxKind;
  csrfToken: string;
  action: string;
}) {
  const intents =
    kind === "outbox"
      ? [{ intent: "retry", label: text.retrySelected }]
      : [
          { intent: "handled", label: text.markSelectedHandled },
          { intent: "new", label: text.markSelectedNew },
        ];
  return (
    <Form id={BULK_FORM} method="post" action={action} className="flex flex-wrap gap-3">
      <input type="hidden" name="_csrf" value={csrfToken} />
      {intents.map(({ intent, label }) => (
        <button key={intent} type="submit" name="intent" value={intent} className={button}>
          {label}
        </button>
      ))}
    </Form>
  );
}
