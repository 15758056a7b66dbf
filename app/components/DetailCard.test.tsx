import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { render as renderMarkup } from "vitest-browser-react";
import { disclosures } from "~/lib/page-script/disclosures";
import { DetailCard } from "./DetailCard";
import { SharedPanelCards } from "./SharedPanelCards";

/** Cards as the pages that show them ship: their markup, opened by the page script. */
async function render(cards: ReactNode) {
  const screen = await renderMarkup(cards);
  disclosures(screen.container);
  return screen;
}

function TwoCards() {
  return (
    <>
      <DetailCard title="UI/UX designer">
        <p>Designs screens.</p>
      </DetailCard>
      <DetailCard title="Architect">
        <p>Plans systems.</p>
      </DetailCard>
    </>
  );
}

describe("DetailCard", () => {
  it("starts with its panel hidden and a More button that controls it", async () => {
    const screen = await render(<TwoCards />);
    const more = screen.getByRole("button", { name: "More about UI/UX designer" });
    await expect.element(more).toHaveAttribute("aria-expanded", "false");
    await expect.element(screen.getByText("Designs screens.")).not.toBeVisible();
    const panelId = more.element().getAttribute("aria-controls") ?? "";
    expect(document.getElementById(panelId)?.textContent).toBe("Designs screens.");
  });

  it("opens with More, reads 'less' while open, and closes with less", async () => {
    const screen = await render(<TwoCards />);
    await screen.getByRole("button", { name: "More about UI/UX designer" }).click();
    const less = screen.getByRole("button", { name: "less about UI/UX designer" });
    await expect.element(less).toHaveAttribute("aria-expanded", "true");
    await expect.element(less).toMatchTextContent(/^less/);
    await expect.element(screen.getByText("Designs screens.")).toBeVisible();

    await less.click();
    await expect.element(screen.getByText("Designs screens.")).not.toBeVisible();
    await expect.element(screen.getByRole("button", { name: "More about UI/UX designer" })).toBeVisible();
  });

  it("opens each card's panel independently", async () => {
    const screen = await render(<TwoCards />);
    await screen.getByRole("button", { name: "More about Architect" }).click();
    await expect.element(screen.getByText("Plans systems.")).toBeVisible();
    await expect.element(screen.getByText("Designs screens.")).not.toBeVisible();
  });

  it("with a shared panel: every card's button opens and closes the one panel, and all read 'less' while open", async () => {
    const screen = await render(
      <SharedPanelCards cards={[{ title: "Vision" }, { title: "Mission" }]}>
        <p>What we stand for.</p>
      </SharedPanelCards>,
    );
    const vision = screen.getByRole("button", { name: "More about Vision" });
    const panelId = vision.element().getAttribute("aria-controls");
    expect(
      screen.getByRole("button", { name: "More about Mission" }).element().getAttribute("aria-controls"),
    ).toBe(panelId);
    await vision.click();
    await expect.element(screen.getByText("What we stand for.")).toBeVisible();
    await expect
      .element(screen.getByRole("button", { name: "less about Mission" }))
      .toHaveAttribute("aria-expanded", "true");
    await screen.getByRole("button", { name: "less about Mission" }).click();
    await expect.element(screen.getByText("What we stand for.")).not.toBeVisible();
  });
});
