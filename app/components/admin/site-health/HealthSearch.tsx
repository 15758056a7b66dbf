import { adminSiteHealthPages } from "~/content/pages/admin-site-health";
import { MAX_SEARCH_LENGTH } from "~/lib/list-search";
import { filtersOf, type SiteHealthKind, siteHealthHref } from "~/lib/site-health";
import { bigButton } from "../controls";
import { AdminSelect, SearchBox, SearchForm } from "../SearchForm";

const text = adminSiteHealthPages.list;

export function HealthSearch({ kind, q, status }: { kind: SiteHealthKind; q: string; status: string }) {
  return (
    <SearchForm action={siteHealthHref(kind, {})} className="flex flex-wrap items-end gap-3">
      <SearchBox id="health-q" label={text.search.label} value={q} maxLength={MAX_SEARCH_LENGTH} />
      <AdminSelect id="health-status" name="status" label={text.status.label} defaultValue={status}>
        {filtersOf(kind).map((filter) => (
          <option key={filter} value={filter}>
            {text.filters[filter] ?? filter}
          </option>
        ))}
      </AdminSelect>
      <button type="submit" className={bigButton}>
        {text.search.submit}
      </button>
    </SearchForm>
  );
}
