import { Form } from "react-router";
import { adminContentPages } from "~/content/pages/admin-content";
import { formatDateTime } from "~/lib/format";
import { AdminSection } from "../AdminSection";
import { DataTable } from "../DataTable";

const text = adminContentPages.editor.history;

export interface VersionRow {
  version: number;
  publishedAt: string;
  /** The admin's e-mail; null once that admin is gone. */
  publishedBy: string | null;
  restoredFrom: number | null;
  live: boolean;
}

/**
 * An area's published versions, newest first, each but the live one with its Restore button, and
 * last the template's defaults (version 0), which can be restored too once something is published.
 */
export function VersionHistory({
  versions,
  revision,
  csrfToken,
}: {
  versions: VersionRow[];
  revision: number;
  csrfToken: string;
}) {
  const defaults = { version: 0, publishedAt: "", publishedBy: null, restoredFrom: null, live: false };
  return (
    <AdminSection id="history-heading" heading={text.heading}>
      <DataTable
        caption={text.heading}
        rows={versions.length === 0 ? [] : [...versions, defaults]}
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
                <Form method="post" encType="multipart/form-data">
                  <input type="hidden" name="_csrf" value={csrfToken} />
                  <input type="hidden" name="revision" value={revision} />
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="version" value={row.version} />
                  <button type="submit" className="font-semibold text-brand-700 underline">
                    {text.restore(row.version)}
                  </button>
                </Form>
              ),
          },
        ]}
      />
    </AdminSection>
  );
}
