import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requestPath } from "./endpoints";

const pathOf = (url: string) => requestPath(new Request(url, { method: "POST" }));

describe("requestPath", () => {
  it("drops React Router's .data suffix and the query", () => {
    expect(pathOf("http://site.test/api/needs.data?index")).toBe("/api/needs");
    expect(pathOf("http://site.test/api/needs?x=1")).toBe("/api/needs");
  });

  it("keeps .data anywhere but at the end", () => {
    expect(pathOf("http://site.test/files.data/x")).toBe("/files.data/x");
    expect(pathOf("http://site.test/a.data.data")).toBe("/a.data");
  });

  it("gives any other path back as it was", () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const url = new URL(`http://site.test${path}`);
        fc.pre(!url.pathname.endsWith(".data"));
        expect(pathOf(url.href)).toBe(url.pathname);
      }),
    );
  });
});
