import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { pageMeta } from "./seo";

const seo = { path: "/artica2rout", title: "Artica", description: "Our work for Artica." };
const root = { id: "root", data: { appUrl: "https://example.in", companyEmail: "", hrEmail: "" } };

describe("pageMeta", () => {
  it("gives the title, description, canonical link and Open Graph tags", () => {
    const title = `Artica | ${company.name}`;
    expect(pageMeta(seo, [root, { id: "routes/artica", data: null }])).toEqual([
      { title },
      { name: "description", content: seo.description },
      { tagName: "link", rel: "canonical", href: "https://example.in/artica2rout" },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: company.name },
      { property: "og:title", content: title },
      { property: "og:description", content: seo.description },
      { property: "og:url", content: "https://example.in/artica2rout" },
    ]);
  });

  it("takes the site address from the root route only", () => {
    const other = { id: "routes/home", data: { appUrl: "https://wrong.example" } };
    expect(pageMeta(seo, [other, undefined, root])).toContainEqual({
      property: "og:url",
      content: "https://example.in/artica2rout",
    });
  });

  it("falls back to the bare path when the root loader gave nothing", () => {
    for (const matches of [[], [undefined], [{ id: "root", data: undefined }]]) {
      expect(pageMeta(seo, matches)).toContainEqual({
        tagName: "link",
        rel: "canonical",
        href: "/artica2rout",
      });
    }
  });
});
