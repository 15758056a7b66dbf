import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Header } from "./Header";

function Shell() {
  return (
    <>
      <Header brand="Brand" area={null} />
      <Outlet />
    </>
  );
}

const HomePage = () => <h1>Home</h1>;
const LevelPage = () => <h1>Level page</h1>;
const ServicesPage = () => <h1>Services page</h1>;

const renderHeader = () => {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Shell,
      children: [
        { index: true, Component: HomePage },
        { path: "level", Component: LevelPage },
        { path: "services", Component: ServicesPage },
      ],
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
};

type Screen = Awaited<ReturnType<typeof renderHeader>>;
const levels = (screen: Screen) => screen.getByRole("button", { name: "Technology Soln." });
const careers = (screen: Screen) => screen.getByRole("button", { name: "Job's Career" });
// Hidden elements are included so that "not visible" can be asserted, not just "not found".
const levelLink = (screen: Screen) => screen.getByRole("link", { name: "Level", includeHidden: true });
const servicesLink = (screen: Screen) => screen.getByRole("link", { name: "Services", includeHidden: true });
const aboutLink = (screen: Screen) => screen.getByRole("link", { name: "About", includeHidden: true });

describe("Header", () => {
  it("has the brand link to '#' and the spec's links", async () => {
    await page.viewport(1280, 800);
    const screen = await renderHeader();
    await expect.element(screen.getByRole("link", { name: "Brand" })).toHaveAttribute("href", "#");
    await expect.element(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    await expect
      .element(screen.getByRole("link", { name: "client upload" }))
      .toHaveAttribute("href", "/jobs");
    await expect.element(screen.getByRole("link", { name: "Online" })).toHaveAttribute("href", "/online");
    await expect.element(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  });

  it("links the courses after the spec's links", async () => {
    await page.viewport(1280, 800);
    const screen = await renderHeader();
    const links = screen.getByRole("navigation", { name: "Main" }).getByRole("link").elements();
    const names = links.map((link) => link.textContent?.trim());
    expect(names.indexOf("Courses")).toBe(names.indexOf("Contact") + 1);
    await expect.element(screen.getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/courses");
  });

  it.each([
    [null, null],
    ["admin", { name: "Admin home", href: "/admin/home" }],
    ["user", { name: "Your profile", href: "/home" }],
  ])(
    "links a browser whose area cookie says %s to its area, after the spec's links and the courses",
    async (area, link) => {
      await page.viewport(1280, 800);
      // biome-ignore lint/suspicious/noDocumentCookie: the cookie a sign-in sets, as the header reads it.
      if (area) document.cookie = `area=${area}; path=/`;
      try {
        const screen = await renderHeader();
        await expect.element(screen.getByRole("link", { name: "Contact" })).toBeVisible();
        const entries = screen.container.querySelectorAll("#main-menu > li");
        expect(entries).toHaveLength(link ? 8 : 7);
        if (link) {
          await expect
            .element(screen.getByRole("link", { name: link.name, exact: true }))
            .toHaveAttribute("href", link.href);
          expect(entries[7]?.textContent).toBe(link.name);
        }
      } finally {
        // biome-ignore lint/suspicious/noDocumentCookie: what a sign-out leaves.
        document.cookie = "area=; path=/; max-age=0";
      }
    },
  );

  it("toggles a popup by clicking its entry", async () => {
    await page.viewport(1280, 800);
    const screen = await renderHeader();
    await expect.element(levelLink(screen)).not.toBeVisible();
    await levels(screen).click();
    await expect.element(levels(screen)).toHaveAttribute("aria-expanded", "true");
    await expect.element(levelLink(screen)).toBeVisible();
    await expect.element(levelLink(screen)).toHaveAttribute("href", "/level");
    await levels(screen).click();
    await expect.element(levels(screen)).toHaveAttribute("aria-expanded", "false");
    await expect.element(levelLink(screen)).not.toBeVisible();
  });

  it("closes one popup when the other opens", async () => {
    await page.viewport(1280, 800);
    const screen = await renderHeader();
    await levels(screen).click();
    await careers(screen).click();
    await expect.element(servicesLink(screen)).toBeVisible();
    await expect.element(servicesLink(screen)).toHaveAttribute("href", "/services");
    await expect.element(levelLink(screen)).not.toBeVisible();
    await expect.element(levels(screen)).toHaveAttribute("aria-expanded", "false");
  });

  it("shows a popup while the pointer is over its entry", async () => {
    await page.viewport(1280, 800);
    const screen = await renderHeader();
    await userEvent.hover(careers(screen));
    await expect.element(servicesLink(screen)).toBeVisible();
    await userEvent.hover(screen.getByRole("link", { name: "Contact" }));
    await expect.element(servicesLink(screen)).not.toBeVisible();
  });

  it("closes the menu when a submenu link is chosen", async () => {
    await page.viewport(1280, 800);
    const screen = await renderHeader();
    await levels(screen).click();
    await levelLink(screen).click();
    await expect.element(screen.getByRole("heading", { name: "Level page" })).toBeVisible();
    await expect.element(levelLink(screen)).not.toBeVisible();
    await expect.element(levels(screen)).toHaveAttribute("aria-expanded", "false");
  });

  it("works from the keyboard: Enter opens, Tab reaches the link, Escape closes and returns focus", async () => {
    await page.viewport(1280, 800);
    const screen = await renderHeader();
    levels(screen).element().focus();
    await userEvent.keyboard("{Enter}");
    await expect.element(levelLink(screen)).toBeVisible();
    await userEvent.tab();
    await expect.element(levelLink(screen)).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect.element(levelLink(screen)).not.toBeVisible();
    await expect.element(levels(screen)).toHaveFocus();
  });

  it("collapses behind a Menu toggle on small screens", async () => {
    await page.viewport(375, 700);
    const screen = await renderHeader();
    const toggle = screen.getByRole("button", { name: "Menu" });
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.element(aboutLink(screen)).not.toBeVisible();
    await toggle.click();
    await expect.element(toggle).toHaveAttribute("aria-expanded", "true");
    await expect.element(aboutLink(screen)).toBeVisible();
    await careers(screen).click();
    await servicesLink(screen).click();
    await expect.element(screen.getByRole("heading", { name: "Services page" })).toBeVisible();
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.element(aboutLink(screen)).not.toBeVisible();
  });

  it("hides the toggle on wide screens", async () => {
    await page.viewport(1280, 800);
    const screen = await renderHeader();
    await expect.element(screen.getByRole("button", { name: "Menu", includeHidden: true })).not.toBeVisible();
    await expect.element(aboutLink(screen)).toBeVisible();
  });
});
