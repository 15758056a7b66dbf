import { Form } from "react-router";
import { Labelled } from "~/components/forms/Labelled";
import { adminPages } from "~/content/pages/admin";
import type { UsersQuery } from "~/lib/schemas/admin-users";

const page = adminPages.dashboard;
const text = page.search;

const control =
  "rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200";

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

/** The dashboard's search, filter and sort (a GET form: the list's state lives in the address). */
export function UsersSearchForm({ query }: { query: UsersQuery }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={text.label}
      className="flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <Labelled id="users-q" label={text.q}>
        <input
          id="users-q"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={query.q}
          className={control}
        />
      </Labelled>
      <Choice name="verified" label={text.verified} value={query.verified} options={page.verifiedOptions} />
      <Choice name="sort" label={text.sort} value={query.sort} options={page.sortOptions} />
      <Choice name="dir" label={text.dir} value={query.dir} options={page.dirOptions} />
      <button
        type="submit"
        className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {text.submit}
      </button>
    </Form>
  );
}
