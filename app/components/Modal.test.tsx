import { useState } from "react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Modal } from "./Modal";

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Upload
      </button>
      <Modal open={open} title="Error" onClose={() => setOpen(false)}>
        <p>Please choose a file to upload.</p>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("stays out of sight until opened", async () => {
    const screen = await render(<Example />);
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens as a named dialog with focus on Close, and hands focus back when closed", async () => {
    const screen = await render(<Example />);
    await screen.getByRole("button", { name: "Upload" }).click();
    const dialog = screen.getByRole("dialog", { name: "Error" });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toMatchTextContent("Please choose a file to upload.");
    await expect.element(screen.getByRole("button", { name: "Close" })).toHaveFocus();

    await screen.getByRole("button", { name: "Close" }).click();
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(screen.getByRole("button", { name: "Upload" })).toHaveFocus();
  });

  it("closes with Escape", async () => {
    const screen = await render(<Example />);
    await screen.getByRole("button", { name: "Upload" }).click();
    await expect.element(screen.getByRole("dialog", { name: "Error" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(screen.getByRole("button", { name: "Upload" })).toHaveFocus();
  });

  it("is modal: the page behind it is inert", async () => {
    const screen = await render(<Example />);
    await screen.getByRole("button", { name: "Upload" }).click();
    const dialog = screen.getByRole("dialog", { name: "Error" });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().matches(":modal")).toBe(true);
  });
});
