import { Form } from "react-router";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { type InboxKind, type InboxRow, inboxColumns } from "~/lib/inbox";

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
 * cell is the visitor's text as text; long text wraps.
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
  const columns = inboxColumns[kind];
  const firstColumn = columns[0];
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{kindText.heading}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="p-2">
              <span className="sr-only">{text.columns.select}</span>
            </th>
            <th scope="col" className="p-2">
              {text.columns.received}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="p-2">
                {labels[column]}
              </th>
            ))}
            <th scope="col" className="p-2">
              {text.columns.status}
            </th>
            <th scope="col" className="p-2">
              {text.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = row.cells[firstColumn] ?? row.id;
            const action = rowIntent(kind, row.status);
            return (
              <tr key={row.id} className="border-slate-200 border-t align-top">
                <td className="p-2">
                  <input
                    type="checkbox"
                    form={BULK_FORM}
                    name="ids"
                    value={row.id}
                    aria-label={text.selectRow(kindText.rowName, name)}
                    className="size-4"
                  />
                </td>
                <td className="whitespace-nowrap p-2">{row.receivedAt}</td>
                {columns.map((column) => {
                  // The first column names the row; text wraps anywhere, so a long address cannot widen the table.
                  const Cell = column === firstColumn ? "th" : "td";
                  return (
                    <Cell
                      key={column}
                      scope={column === firstColumn ? "row" : undefined}
                      className="max-w-md whitespace-pre-wrap p-2 text-left font-normal wrap-anywhere"
                    >
                      {column === firstColumn && kind === "uploads" ? (
                        <a
                          href={`/admin/uploads/${row.id}`}
                          download
                          aria-label={text.download(name)}
                          className="font-semibold text-brand-700 underline"
                        >
                          {row.cells[column]}
                        </a>
                      ) : (
                        row.cells[column]
                      )}
                    </Cell>
                  );
                })}
                <td className="p-2">{text.filters[row.status] ?? row.status}</td>
                <td className="p-2">
                  {action ? (
                    <Form method="post" action={formAction}>
                      <input type="hidden" name="_csrf" value={csrfToken} />
                      <input type="hidden" name="ids" value={row.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={action.intent}
                        aria-label={text.rowAction(action.label, kindText.rowName, name)}
                        className={button}
                      >
                        {action.label}
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
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
