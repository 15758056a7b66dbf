import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Modal } from "./Modal";

describe("Modal", () => {
  it("stays out of sight until a script opens it", async () => {
    const screen = await render(
      <Modal title="Error">
        <p>Please choose a file to upload.</p>
      </Modal>,
    );
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens as a named dialog with the focus on Close, and Escape closes it", async () => {
    const screen = await render(
      <Modal title="Error">
        <p>Please choose a file to upload.</p>
      </Modal>,
    );
    const element = screen.container.querySelector("dialog") as HTMLDialogElement;
    element.showModal();
    const dialog = screen.getByRole("dialog", { name: "Error" });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toMatchTextContent("Please choose a file to upload.");
    await expect.element(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await expect.element(screen.getByRole("button", { name: "Close" })).toHaveAttribute("data-close");
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
  });
});
