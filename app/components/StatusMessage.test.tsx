import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { StatusMessage } from "./StatusMessage";

describe("StatusMessage", () => {
  it("is a live region even before there is anything to say", async () => {
    const screen = await render(<StatusMessage status={null} />);
    await expect.element(screen.getByRole("status")).toBeInTheDocument();
    await expect.element(screen.getByRole("status")).toHaveTextContent("");
  });

  it("shows the spec's success text", async () => {
    const screen = await render(
      <StatusMessage status={{ tone: "success", text: "Thank you for your feedback!" }} />,
    );
    await expect.element(screen.getByRole("status")).toHaveTextContent("Thank you for your feedback!");
  });

  it("announces a new message in the same region", async () => {
    const screen = await render(<StatusMessage status={null} />);
    const region = screen.getByRole("status");
    await screen.rerender(
      <StatusMessage
        status={{ tone: "error", text: "Failed to submit feedback. Please try again later." }}
      />,
    );
    await expect.element(region).toHaveTextContent("Failed to submit feedback. Please try again later.");
    await expect.element(region).toHaveAttribute("aria-atomic", "true");
  });
});
