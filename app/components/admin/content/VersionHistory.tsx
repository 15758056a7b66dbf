import { Form } from "react-router";
import { adminContentPages } from "~/content/pages/admin-content";
import { formatDateTime } from "~/lib/format";

const text = adminContentPages.editor.history;

export interface VersionRow {
  version: number;
  publishedAt: string;
  /** The admin's e-mail; null once that admin is gone. */
  publishedBy: string | null;
  restoredFrom: number | null;
  live: boolean;
}

/** An area's published versions, newest first, each but the live one with its Restore button. */
export function VersionHistory({
  versions,
  revision,
  csrfToken,
}: {
  versions: VersionRow[];
  revision: number;
  csrfToken: string;
}) {
  return (
    <section aria-labelledby="history-heading" className="flex max-w-3xl flex-col gap-3">
      <h2 id="history-heading" className="font-bold text-2xl text-brand-900">
        {text.heading}
      </h2>
      {versions.length === 0 ? (
        <p className="text-slate-700">{text.empty}</p>
      ) : (
        <table className="w-full rounded-xl bg-white text-left shadow-sm ring-1 ring-slate-200">
          <thead>
            <tr className="border-slate-200 border-b">
              <th scope="col" className="px-4 py-2">
                {text.columns.version}
              </th>
              <th scope="col" className="px-4 py-2">
                {text.columns.publishedAt}
              </th>
              <th scope="col" className="px-4 py-2">
                {text.columns.by}
              </th>
              <th scope="col" className="px-4 py-2">
                {text.columns.action}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {versions.map((version) => (
              <tr key={version.version}>
                <td className="px-4 py-2">
                  {version.version}
                  {version.restoredFrom ? ` (${text.restoredFrom(version.restoredFrom)})` : ""}
                </td>
                <td className="px-4 py-2">{formatDateTime(version.publishedAt)}</td>
                <td className="px-4 py-2">{version.publishedBy ?? text.unknownAdmin}</td>
                <td className="px-4 py-2">
                  {version.live ? (
                    text.live
                  ) : (
                    <RestoreButton version={version.version} revision={revision} csrfToken={csrfToken} />
                  )}
                </td>
              </tr>
            ))}
            <tr>
              <td className="px-4 py-2" colSpan={3}>
                {text.defaults}
              </td>
              <td className="px-4 py-2">
                <RestoreButton version={0} revision={revision} csrfToken={csrfToken} />
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </section>
  );
}

function RestoreButton({
  version,
  revision,
  csrfToken,
}: {
  version: number;
  revision: number;
  csrfToken: string;
}) {
  return (
    <Form method="post" encType="multipart/form-data">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="revision" value={revision} />
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="version" value={version} />
      <button type="submit" className="font-semibold text-brand-700 underline">
        {text.restore(version)}
      </button>
    </Form>
  );
}
