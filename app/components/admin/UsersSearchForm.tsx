import { Labelled } from "~/components/forms/Field";
import { adminPages } from "~/content/pages/admin";
import type { UsersQuery } from "~/lib/schemas/admin-users";
import { bigButton, control } from "./controls";
import { SearchBox, SearchForm } from "./SearchForm";

const page = adminPages.dashboard;
const text = page.search;

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: keyof UsersQuery;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <Labelled id={`users-${name}`} label={label}>
      <select id={`users-${name}`} name={name} defaultValue={value} className={control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

export function UsersSearchForm({ query }: { query: UsersQuery }) {
  return (
    <SearchForm label={text.label}>
      <SearchBox id="users-q" label={text.q} value={query.q} maxLength={100} />
      <Choice name="verified" label={text.verified} value={query.verified} options={page.verifiedOptions} />
      <Choice name="sort" label={text.sort} value={query.sort} options={page.sortOptions} />
      <Choice name="dir" label={text.dir} value={query.dir} options={page.dirOptions} />
      <button type="submit" className={bigButton}>
        {text.submit}
      </button>
    </SearchForm>
  );
}
