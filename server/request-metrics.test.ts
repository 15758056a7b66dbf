import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routePatterns, UNMATCHED } from "./request-metrics";

// The shape of the build's route manifest: a root layout, an index, nested and splat routes.
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: {},
});
const manifest = {
  root: route("root", undefined, ""),
  home: route("home", "root", undefined, true),
  feedback: route("feedback", "root", "feedback"),
  api: route("api-feedback", "root", "/api/feedback"),
  images: route("images", "root", "userImages/:file"),
  admin: route("admin", "root", "admin"),
  users: route("users", "admin", "users/:id"),
  catchAll: route("catch-all", "root", "*"),
} as unknown as ServerBuild["routes"];

describe("request labels", () => {
  const patternOf = routePatterns(manifest);

  it("labels a request with its route's pattern, never the path itself", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/feedback")).toBe("/feedback");
    expect(patternOf("/api/feedback")).toBe("/api/feedback");
    expect(patternOf("/userImages/a1b2-200.webp")).toBe("/userImages/:file");
    expect(patternOf("/admin/users/42")).toBe("/admin/users/:id");
  });

  it("labels a client navigation's data request as its page", () => {
    expect(patternOf("/feedback.data")).toBe("/feedback");
    expect(patternOf("/_root.data")).toBe("/");
  });

  it("labels every path only the catch-all matches with one fixed name", () => {
    for (const path of ["/no-such-page", "/wp-login.php", `/${"x".repeat(500)}`, "/admin/nothing"])
      expect(patternOf(path)).toBe(UNMATCHED);
  });
});
