import { adminPages } from "~/content/pages/admin";
import type { UsersQuery } from "~/lib/schemas/admin-users";
import { bigButton } from "./controls";
import { AdminSelect, SearchBox, SearchForm } from "./SearchForm";

const page = adminPages.dashboard;
const text = page.search;

export function UsersSearchForm({ query }: { query: UsersQuery }) {
  return (
    <SearchForm label={text.label}>
      <SearchBox id="users-q" label={text.q} value={query.q} maxLength={100} />
      {(["verified", "sort", "dir"] as const).map((name) => (
        <AdminSelect
          key={name}
          id={`users-${name}`}
          name={name}
          label={text[name]}
          defaultValue={query[name]}
        >
          {page[`${name}Options`].map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </AdminSelect>
      ))}
      <button type="submit" className={bigButton}>
        {text.submit}
      </button>
    </SearchForm>
  );
}
