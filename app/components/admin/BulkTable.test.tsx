import { createRoutesStub, useActionData } from "react-router";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { BulkForm, type BulkList, BulkTable } from "./BulkTable";

interface Person {
  id: string;
  name: string;
}

const people: Person[] = [
  { id: "a1", name: "Asha" },
  { id: "r2", name: "Ravi" },
];

const list: BulkList<Person> = {
  caption: "People",
  columns: [{ header: "Name", rowHeader: true, cell: (person) => person.name }],
  empty: "Nobody",
  select: { header: "Select", label: (person) => `Select ${person.name}` },
};

/** A list page: the bulk form above the table, as the inbox and the site-health lists have them. */
function ListPage() {
  const sent = useActionData<{ ids: string[]; csrf: string; intent: string }>();
  return (
    <>
      <BulkForm action="/list?q=a%20b" csrfToken="token-1" label="With the selected people" className="">
        <button type="submit" name="intent" value="mark">
          Mark selected
        </button>
      </BulkForm>
      <BulkTable {...list} rows={people} />
      {sent ? <p role="status">{`${sent.intent}: ${sent.ids.join(" ")} (${sent.csrf})`}</p> : null}
    </>
  );
}

const stub = () =>
  createRoutesStub([
    {
      path: "/list",
      Component: ListPage,
      action: async ({ request }) => {
        const form = await request.formData();
        return { ids: form.getAll("ids"), csrf: form.get("_csrf"), intent: form.get("intent") };
      },
    },
  ]);

describe("BulkTable", () => {
  it("sends the ticked rows' ids with the bulk form outside the table, with its token and button", async () => {
    const Stub = stub();
    const screen = await render(<Stub initialEntries={["/list"]} />);
    await expect.element(screen.getByRole("form", { name: "With the selected people" })).toBeVisible();
    await screen.getByRole("checkbox", { name: "Select Ravi" }).click();
    await screen.getByRole("button", { name: "Mark selected" }).click();
    await expect.element(screen.getByRole("status")).toHaveTextContent("mark: r2 (token-1)");
  });

  it("puts the checkbox column first, its header for screen readers only, and names each row", async () => {
    const Stub = stub();
    const screen = await render(<Stub initialEntries={["/list"]} />);
    const table = screen.getByRole("table", { name: "People" });
    await expect.element(table).toBeVisible();
    const headers = screen.getByRole("columnheader").elements();
    expect(headers.map((cell) => cell.textContent)).toEqual(["Select", "Name"]);
    expect(headers[0]?.querySelector(".sr-only")).not.toBeNull();
    expect(
      screen
        .getByRole("rowheader")
        .elements()
        .map((cell) => cell.textContent),
    ).toEqual(["Asha", "Ravi"]);
  });
});
