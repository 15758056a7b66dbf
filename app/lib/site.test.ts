import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultProfile } from "~/content/company";
import { defaultFounder } from "~/content/founder";
import { fillTokens, type SiteSettings, tokensOf, useSiteSettings } from "./site";

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
    const settings: SiteSettings = {
      appUrl: "https://example.in",
      companyEmail: "hello@example.in",
      hrEmail: "hr@example.in",
      profile: { ...defaultProfile, name: "Asha Soft" },
      founder: defaultFounder,
      preview: true,
    };
    expect(settingsUnder(settings)).toEqual(settings);
  });

  it("gives blank settings when the root loader gave nothing", () => {
    const blank = settingsUnder(undefined) as unknown as SiteSettings;
    expect(blank).toMatchObject({ appUrl: "", companyEmail: "", hrEmail: "", preview: false });
    expect(Object.keys(blank?.profile ?? {}).sort()).toEqual(Object.keys(defaultProfile).sort());
    expect(Object.values(blank?.profile ?? {}).every((value) => value === "")).toBe(true);
    expect(Object.keys(blank?.founder ?? {}).sort()).toEqual(Object.keys(defaultFounder).sort());
    expect(blank?.founder.name).toBe("");
  });
});

describe("fillTokens", () => {
  const tokens = tokensOf({
    profile: { ...defaultProfile, name: "Asha Soft", phone: "+91 22 1234 5678" },
    founder: { ...defaultFounder, name: "Meera Iyer", yearsAsCeo: 4 },
  });

  it("replaces every known token in every string, however deep, and keeps the rest", () => {
    const content = {
      title: "{company} ({phone})",
      list: ["{founder}, CEO for {founderCeoYears} years", 7, null],
      nested: { alt: "{founderPhotoAlt}", unknown: "{nobody} and {company}" },
    };
    expect(fillTokens(content, tokens)).toEqual({
      title: "Asha Soft (+91 22 1234 5678)",
      list: ["Meera Iyer, CEO for 4 years", 7, null],
      nested: { alt: "Portrait of Meera Iyer", unknown: "{nobody} and Asha Soft" },
    });
  });

  it("does not read tokens inside a replaced value again", () => {
    const shouting = tokensOf({ profile: { ...defaultProfile, name: "{founder}" }, founder: defaultFounder });
    expect(fillTokens("{company}", shouting)).toBe("{founder}");
  });
});
