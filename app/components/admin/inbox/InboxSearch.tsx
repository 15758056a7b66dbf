import { Form } from "react-router";
import { Labelled } from "~/components/forms/Labelled";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { filtersOf, type InboxKind, inboxHref, MAX_SEARCH_LENGTH } from "~/lib/inbox";

const text = adminInboxPages.list;
const control =
  "rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200";

/** The list's search box and status filter; searching starts again at the first page. */
export function InboxSearch({ kind, q, status }: { kind: InboxKind; q: string; status: string }) {
  return (
    <Form method="get" action={inboxHref(kind, {})} role="search" className="flex flex-wrap items-end gap-3">
      <Labelled id="inbox-q" label={text.search.label}>
        <input
          id="inbox-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_SEARCH_LENGTH}
          className={control}
        />
      </Labelled>
      <Labelled id="inbox-status" label={text.status.label}>
        <select id="inbox-status" name="status" defaultValue={status} className={control}>
          {filtersOf(kind).map((filter) => (
            <option key={filter} value={filter}>
              {text.filters[filter] ?? filter}
            </option>
          ))}
        </select>
      </Labelled>
      <button
        type="submit"
        className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {text.search.submit}
      </button>
    </Form>
  );
}
