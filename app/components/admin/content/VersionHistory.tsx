import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { adminContentPages } from "~/content/pages/admin-content";
import { formatDateTime } from "~/lib/format";
import { AdminSection } from "../AdminSection";
import { bigButton, link } from "../controls";
import { CsrfField } from "../csrf";
import { DataTable } from "../DataTable";

const text = adminContentPages.editor.history;

interface VersionRow {
  version: number;
  publishedAt: string;
  /** Null once that admin is gone. */
  publishedBy: string | null;
  restoredFrom: number | null;
  live: boolean;
}

/** What a restore is posted with: `action` is without the query, so the page after it asks nothing. */
interface RestoreForm {
  revision: number;
  unpublished: boolean;
  action: string;
}

export function VersionHistory({
  versions,
  asked,
  ...form
}: RestoreForm & { versions: VersionRow[]; asked: string | null }) {
  const defaults = { version: 0, publishedAt: "", publishedBy: null, restoredFrom: null, live: false };
  const rows = versions.length === 0 ? [] : [...versions, defaults];
  const chosen = rows.find((row) => !row.live && String(row.version) === asked);
  const live = versions.find((row) => row.live)?.version ?? 0;
  return (
    <AdminSection id="history-heading" heading={text.heading}>
      {chosen ? (
        <RestoreConfirmation
          version={chosen.version}
          what={text.confirm.what(chosen.version, live, (versions[0]?.version ?? 0) + 1)}
          {...form}
        />
      ) : null}
      <DataTable
        caption={text.heading}
        rows={rows}
        rowKey={(row) => String(row.version)}
        empty={text.empty}
        columns={[
          {
            header: text.columns.version,
            rowHeader: true,
            cell: (row) =>
              row.version === 0
                ? text.defaults
                : `${row.version}${row.restoredFrom === null ? "" : ` (${text.restoredFrom(row.restoredFrom)})`}`,
          },
          {
            header: text.columns.publishedAt,
            cell: (row) => (row.publishedAt ? formatDateTime(row.publishedAt) : ""),
          },
          {
            header: text.columns.by,
            cell: (row) => (row.version === 0 ? "" : (row.publishedBy ?? text.unknownAdmin)),
          },
          {
            header: text.columns.action,
            cell: (row) =>
              row.live ? (
                text.live
              ) : (
                <Link to={`?restore=${row.version}#restore-confirm`} preventScrollReset className={link}>
                  {text.restore(row.version)}
                </Link>
              ),
          },
        ]}
      />
    </AdminSection>
  );
}

function RestoreConfirmation({
  version,
  what,
  unpublished,
  revision,
  action,
}: RestoreForm & { version: number; what: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      id="restore-confirm"
      aria-labelledby="restore-confirm-heading"
      className="flex max-w-3xl flex-col gap-3 rounded-md bg-amber-50 p-4 ring-1 ring-amber-600"
    >
      <h3
        id="restore-confirm-heading"
        ref={heading}
        tabIndex={-1}
        className="font-bold text-brand-900 text-lg"
      >
        {text.confirm.heading(version)}
      </h3>
      <p>{what}</p>
      {unpublished ? <p>{text.confirm.draftReplaced}</p> : null}
      <Form method="post" action={action} encType="multipart/form-data" className="flex flex-wrap gap-4">
        <CsrfField />
        <input type="hidden" name="revision" value={revision} />
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="version" value={version} />
        <button type="submit" className={bigButton}>
          {text.confirm.restore(version)}
        </button>
        <Link to={action} preventScrollReset className="self-center font-semibold text-brand-700 underline">
          {text.confirm.cancel}
        </Link>
      </Form>
    </section>
  );
}
