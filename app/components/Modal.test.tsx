import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Modal } from "./UploadForm";

/** An opener, as the upload script is: it calls `showModal()` on the dialog. */
function Example() {
  return (
    <>
      <button type="button" onClick={() => document.querySelector("dialog")?.showModal()}>
        Upload
      </button>
      <Modal title="Error">
        <p>Please choose a file to upload.</p>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("stays out of sight until a script opens it", async () => {
    const screen = await render(<Example />);
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens as a named, modal dialog with the focus on Close; Escape closes it and hands the focus back", async () => {
    const screen = await render(<Example />);
    await screen.getByRole("button", { name: "Upload" }).click();
    const dialog = screen.getByRole("dialog", { name: "Error" });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toMatchTextContent("Please choose a file to upload.");
    expect(dialog.element().matches(":modal")).toBe(true);
    await expect.element(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await expect.element(screen.getByRole("button", { name: "Close" })).toHaveAttribute("data-close");
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(screen.getByRole("button", { name: "Upload" })).toHaveFocus();
  });
});
