import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { checkCsrf, safeRedirect } from "./guards.server";
import type { SignedIn } from "./sessions.server";

describe("safeRedirect", () => {
  it.each([
    ["/edit", "/edit"],
    ["/edit?id=1#top", "/edit?id=1#top"],
    ["/", "/"],
  ])("keeps the path %j on this site", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it.each([
    ["//evil.com"],
    ["//evil.com/home"],
    ["/\\evil.com"],
    ["https://evil.com"],
    ["http://evil.com/home"],
    ["javascript:alert(1)"],
    ["evil.com"],
    [""],
    [undefined],
    [null],
    [42],
    [["/edit"]],
  ])("sends %j to /home", (to) => {
    expect(safeRedirect(to)).toBe("/home");
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirect("//evil.com", "/login")).toBe("/login");
  });
});

describe("checkCsrf", () => {
  const signedIn = { csrfToken: "the-token" } as SignedIn;
  const post = (headers: Record<string, string> = {}) =>
    new Request("http://localhost/edit", { method: "POST", headers });

  /** What the guard threw, as React Router sees it. */
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (thrown) {
      return thrown;
    }
    return null;
  };

  it("accepts the token in the X-XSRF-TOKEN header or the _csrf field", () => {
    expect(() => checkCsrf(post({ "x-xsrf-token": "the-token" }), signedIn, {})).not.toThrow();
    expect(() => checkCsrf(post(), signedIn, { _csrf: "the-token" })).not.toThrow();
  });

  it.each([
    ["no token", {}, {}],
    ["a wrong header", { "x-xsrf-token": "the-tokeN" }, {}],
    ["a wrong field", {}, { _csrf: "other" }],
    ["a longer token", { "x-xsrf-token": "the-token-and-more" }, {}],
    ["a field that is not text", {}, { _csrf: ["the-token"] }],
    ["a wrong header beside a right field", { "x-xsrf-token": "x" }, { _csrf: "the-token" }],
  ])("refuses %s with 403", (_name, headers, fields) => {
    const thrown = refusal(() => checkCsrf(post(headers), signedIn, fields));
    expect(thrown).toMatchObject({
      init: { status: 403 },
      data: { ok: false, error: messages.account.csrf },
    });
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });
});
