import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type SiteSettings, useSiteSettings } from "./site";

let seen: SiteSettings | undefined;

function Page() {
  seen = useSiteSettings();
  return null;
}

/** What a page below the root route reads, given the root loader's data (or `undefined`). */
function settingsUnder(rootData: SiteSettings | undefined) {
  seen = undefined;
  const router = createMemoryRouter(
    [{ id: "root", path: "/", loader: () => rootData, children: [{ index: true, Component: Page }] }],
    { hydrationData: { loaderData: { root: rootData } } },
  );
  renderToStaticMarkup(createElement(RouterProvider, { router }));
  return seen;
}

describe("useSiteSettings", () => {
  it("gives the root loader's settings", () => {
    const settings = {
      appUrl: "https://example.in",
      companyEmail: "hello@example.in",
      hrEmail: "hr@example.in",
    };
    expect(settingsUnder(settings)).toEqual(settings);
  });

  it("gives empty settings when the root loader gave nothing", () => {
    expect(settingsUnder(undefined)).toEqual({ appUrl: "", companyEmail: "", hrEmail: "" });
  });
});
