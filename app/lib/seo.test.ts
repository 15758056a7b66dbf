import { describe, expect, it } from "vitest";
import { defaultProfile } from "~/content/company";
import { defaultFounder } from "~/content/founder";
import { pageMeta } from "./seo";
import type { SiteSettings } from "./site";

const seo = { path: "/artica2rout", title: "Artica", description: "Our work for Artica." };
const settings: SiteSettings = {
  appUrl: "https://example.in",
  companyEmail: "",
  hrEmail: "",
  profile: { ...defaultProfile, name: "Asha Soft" },
  founder: defaultFounder,
  preview: false,
};
const root = { id: "root", loaderData: settings };

describe("pageMeta", () => {
  it("gives the title, description, canonical link and Open Graph tags", () => {
    const title = "Artica | Asha Soft";
    expect(pageMeta(seo, [root, { id: "routes/artica", loaderData: null }])).toEqual([
      { title },
      { name: "description", content: seo.description },
      { tagName: "link", rel: "canonical", href: "https://example.in/artica2rout" },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Asha Soft" },
      { property: "og:title", content: title },
      { property: "og:description", content: seo.description },
      { property: "og:url", content: "https://example.in/artica2rout" },
    ]);
  });

  it("names the published company in texts that say {company}, and leaves unknown tokens alone", () => {
    const tokens = { ...seo, title: "About {company}", description: "{company} in {nowhere}." };
    const meta = pageMeta(tokens, [root]);
    expect(meta).toContainEqual({ title: "About Asha Soft | Asha Soft" });
    expect(meta).toContainEqual({ name: "description", content: "Asha Soft in {nowhere}." });
  });

  it("takes the site address from the root route only", () => {
    const other = { id: "routes/home", loaderData: { appUrl: "https://wrong.example" } };
    expect(pageMeta(seo, [other, undefined, root])).toContainEqual({
      property: "og:url",
      content: "https://example.in/artica2rout",
    });
  });

  it("falls back to the bare path when the root loader gave nothing", () => {
    for (const matches of [[], [undefined], [{ id: "root", loaderData: undefined }]]) {
      expect(pageMeta(seo, matches)).toContainEqual({
        tagName: "link",
        rel: "canonical",
        href: "/artica2rout",
      });
    }
  });
});
