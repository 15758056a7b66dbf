import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { HomePgButton } from "./HomePgButton";

const HomePage = () => <h1>Home page</h1>;
const AboutPage = () => <HomePgButton />;
const HomeLabelPage = () => <HomePgButton label="Home" />;

describe("HomePgButton", () => {
  it("reads 'Home Pg' and leads to the home page", async () => {
    const Stub = createRoutesStub([
      { path: "/", Component: HomePage },
      { path: "/about", Component: AboutPage },
    ]);
    const screen = await render(<Stub initialEntries={["/about"]} />);
    const link = screen.getByRole("link", { name: "Home Pg" });
    await expect.element(link).toHaveAttribute("href", "/");
    await link.click();
    await expect.element(screen.getByRole("heading", { name: "Home page" })).toBeVisible();
  });

  it("takes the spec's other labels", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: HomeLabelPage }]);
    const screen = await render(<Stub />);
    await expect.element(screen.getByRole("link", { name: "Home", exact: true })).toBeVisible();
  });
});
