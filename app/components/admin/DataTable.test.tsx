import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { type Column, DataTable } from "./DataTable";

interface Person {
  id: string;
  name: string;
  city: string;
}

const columns: Column<Person>[] = [
  {
    header: "Select",
    hiddenHeader: true,
    cell: (person) => <input type="checkbox" aria-label={`Select ${person.name}`} />,
  },
  { header: "Name", rowHeader: true, cell: (person) => person.name },
  { header: "City", cell: (person) => person.city },
];

const people: Person[] = [
  { id: "1", name: "Asha", city: "Mumbai" },
  { id: "2", name: "Ravi", city: "Pune" },
];

describe("DataTable", () => {
  it("is a table named by its caption, with a header per column and a row header naming each row", async () => {
    const screen = await render(
      <DataTable caption="People" columns={columns} rows={people} rowKey={(p) => p.id} empty="Nobody" />,
    );
    const table = screen.getByRole("table", { name: "People" });
    await expect.element(table).toBeInTheDocument();
    expect(
      screen
        .getByRole("columnheader")
        .elements()
        .map((cell) => cell.textContent),
    ).toEqual(["Select", "Name", "City"]);
    await expect
      .element(screen.getByRole("row", { name: /Ravi/ }).getByRole("cell", { name: "Pune" }))
      .toBeVisible();
    expect(
      screen
        .getByRole("rowheader")
        .elements()
        .map((cell) => cell.textContent),
    ).toEqual(["Asha", "Ravi"]);
    await expect.element(screen.getByRole("checkbox", { name: "Select Asha" })).toBeVisible();
    await expect.element(screen.getByText("Nobody")).not.toBeInTheDocument();
  });

  it("says the list is empty in one cell across every column", async () => {
    const screen = await render(
      <DataTable caption="People" columns={columns} rows={[]} rowKey={(p) => p.id} empty="Nobody" />,
    );
    const cell = screen.getByRole("cell", { name: "Nobody" });
    await expect.element(cell).toBeVisible();
    await expect.element(cell).toHaveAttribute("colspan", "3");
    expect(screen.getByRole("rowheader").elements()).toHaveLength(0);
  });
});
