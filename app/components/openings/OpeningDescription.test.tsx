import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { OpeningDescription } from "./OpeningDescription";

describe("OpeningDescription", () => {
  it("shows paragraphs and a list, and hostile markup as text, never as elements", async () => {
    const hostile = `<script>window.hacked = true</script><img src=x onerror="window.hacked = true">`;
    const screen = await render(
      <OpeningDescription text={`About the role.\n\n- ${hostile}\n- Node.js\n\n<b>Apply</b> now.`} />,
    );
    await expect.element(screen.getByText("About the role.")).toBeInTheDocument();
    const items = screen.getByRole("listitem");
    expect(items.elements().map((item) => item.textContent)).toEqual([hostile, "Node.js"]);
    await expect.element(screen.getByText("<b>Apply</b> now.")).toBeInTheDocument();
    const root = screen.container;
    expect(root.querySelector("script, img, b")).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
