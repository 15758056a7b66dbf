import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { coursesFields } from "~/content/area-fields";
import { defaultCourses } from "~/content/courses";
import { documentFromForm } from "~/lib/content-fields/form-data";
import { formValues } from "~/lib/validation";
import { AreaFields } from "./AreaFields";

const twoCourses = { ...defaultCourses, courses: defaultCourses.courses.slice(0, 2) };

function Editor() {
  return (
    <form aria-label="Courses">
      <AreaFields
        fields={coursesFields}
        document={twoCourses}
        state={{ errors: {}, placeholders: new Set(), waiting: new Set() }}
      />
    </form>
  );
}

/** What the form would post, read back as the editor's server reads it. */
const sent = () => {
  const form = document.querySelector("form") as HTMLFormElement;
  return documentFromForm(coursesFields, formValues(new FormData(form))) as unknown as typeof defaultCourses;
};

describe("a list in the content editor", () => {
  it("adds an item by keyboard, with the focus on its heading and the change said aloud", async () => {
    const screen = await render(<Editor />);
    const add = screen.getByRole("button", { name: "Add a course" });
    (add.element() as HTMLButtonElement).focus();
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByText("3.", { exact: true })).toHaveFocus();
    await expect.element(screen.getByText("Added a new item to Courses, at the end.")).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard("Rust");
    expect(sent().courses.map((course) => course.name)).toEqual(["C Programming", "C++", "Rust"]);
    // A new course has no key yet: the server makes it from the name; the seeded ones keep theirs, read-only.
    expect(sent().courses.map((course) => course.key)).toEqual(["cProgramming", "cppProgramming", ""]);
    await expect.element(screen.getByRole("textbox", { name: "Key" }).first()).toHaveAttribute("readonly");
  });

  it("removes an item, renaming those after it so the form stays in order, and keeps what was typed", async () => {
    const screen = await render(<Editor />);
    await screen.getByRole("button", { name: "Add a course" }).click();
    await screen.getByRole("textbox", { name: "Name" }).last().fill("Rust");
    await screen.getByRole("button", { name: "Remove 1. C Programming" }).click();
    expect(sent().courses.map((course) => course.name)).toEqual(["C++", "Rust"]);
    await expect.element(screen.getByText("Removed 1. C Programming.")).toBeInTheDocument();
    await expect.element(screen.getByText("1. C++", { exact: true })).toHaveFocus();
  });

  it("keeps the least number of items: the last one cannot be removed", async () => {
    const screen = await render(<Editor />);
    await screen.getByRole("button", { name: "Remove 2. C++" }).click();
    await expect.element(screen.getByRole("button", { name: "Remove 1. C Programming" })).toBeDisabled();
    expect(sent().courses).toHaveLength(1);
  });
});
