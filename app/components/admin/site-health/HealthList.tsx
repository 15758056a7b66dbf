import { Form } from "react-router";
import { adminSiteHealthPages } from "~/content/pages/admin-site-health";
import { CONFIRMED } from "~/lib/confirm";
import { type SiteHealthKind, type SiteHealthRow, siteHealthColumns } from "~/lib/site-health";
import { BulkForm, type BulkList } from "../BulkTable";
import { CsrfField, useCsrfToken } from "../csrf";

const text = adminSiteHealthPages.list;

const button =
  "rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 text-sm hover:bg-brand-50";

function rowIntent(kind: SiteHealthKind, status: string): { intent: string; label: string } | null {
  if (kind === "outbox") return status === "failed" ? { intent: "retry", label: text.retry } : null;
  return status === "new"
    ? { intent: "handled", label: text.markHandled }
    : { intent: "new", label: text.markNew };
}

export function healthList(kind: SiteHealthKind, formAction: string): BulkList<SiteHealthRow> {
  const kindText = adminSiteHealthPages.kinds[kind];
  const labels = kindText.columns as Record<string, string>;
  const kindColumns = siteHealthColumns[kind];
  const firstColumn = kindColumns[0];
  const nameOf = (row: SiteHealthRow) => row.cells[firstColumn] ?? row.id;
  return {
    caption: kindText.heading,
    columns: [
      { header: text.columns.received, cell: (row) => row.receivedAt, className: "whitespace-nowrap" },
      ...kindColumns.map((column) => ({
        header: labels[column] ?? column,
        rowHeader: column === firstColumn,
        className: "whitespace-pre-wrap",
        cell: (row: SiteHealthRow) => row.cells[column],
      })),
      { header: text.columns.status, cell: (row) => text.filters[row.status] ?? row.status },
      {
        header: text.columns.actions,
        cell: (row) => {
          const action = rowIntent(kind, row.status);
          return action ? (
            <Form method="post" action={formAction}>
              <CsrfField />
              <input type="hidden" name="ids" value={row.id} />
              {/* A row's own button names its row: it acts without asking. */}
              <input type="hidden" name={CONFIRMED} value="yes" />
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
    ],
    empty: text.empty,
    select: { header: text.columns.select, label: (row) => text.selectRow(kindText.rowName, nameOf(row)) },
  };
}

export function HealthBulkActions({ kind, action }: { kind: SiteHealthKind; action: string }) {
  const intents =
    kind === "outbox"
      ? [{ intent: "retry", label: text.retrySelected }]
      : [
          { intent: "handled", label: text.markSelectedHandled },
          { intent: "new", label: text.markSelectedNew },
        ];
  return (
    <BulkForm action={action} csrfToken={useCsrfToken()} className="flex flex-wrap gap-3">
      {intents.map(({ intent, label }) => (
        <button key={intent} type="submit" name="intent" value={intent} className={button}>
          {label}
        </button>
      ))}
    </BulkForm>
  );
}
