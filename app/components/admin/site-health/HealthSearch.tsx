import { Form } from "react-router";
import { Labelled } from "~/components/forms/Field";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { filtersOf, inboxHref, MAX_SEARCH_LENGTH, type SiteHealthKind } from "~/lib/inbox";
import { control } from "../controls";
import { SearchBox } from "../SearchForm";

const text = adminInboxPages.list;

export function HealthSearch({ kind, q, status }: { kind: SiteHealthKind; q: string; status: string }) {
  return (
    <Form method="get" action={inboxHref(kind, {})} role="search" className="flex flex-wrap items-end gap-3">
      <SearchBox id="inbox-q" label={text.search.label} value={q} maxLength={MAX_SEARCH_LENGTH} />
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
