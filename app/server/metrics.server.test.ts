import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { countRoutePattern, requestMetricsSlot, UNMATCHED } from "./metrics.server";

/** Runs the root's middleware for a request React Router matched to `pattern`; gives the label left. */
async function labelFor(pattern: string) {
  const slot: { metricsRoute?: string } = {};
  const context = new RouterContextProvider();
  context.set(requestMetricsSlot, slot);
  const answer = new Response("page");
  const args = {
    pattern,
    context,
    request: new Request("http://localhost/"),
    params: {},
    url: new URL("http://localhost/"),
  };
  expect(await countRoutePattern(args as Parameters<typeof countRoutePattern>[0], async () => answer)).toBe(
    answer,
  );
  return slot.metricsRoute;
}

describe("the route a request is counted under", () => {
  it("is the pattern React Router matched, never the path", async () => {
    expect(await labelFor("/")).toBe("/");
    expect(await labelFor("/api/feedback")).toBe("/api/feedback");
    expect(await labelFor("userImages/:file")).toBe("/userImages/:file");
    expect(await labelFor("admin/users/:id")).toBe("/admin/users/:id");
  });

  it("is one fixed name for whatever only the catch-all matched", async () => {
    expect(await labelFor("/*")).toBe(UNMATCHED);
  });

  it("leaves nothing where no slot was given (a request outside the Express entry)", async () => {
    const context = new RouterContextProvider();
    const args = {
      pattern: "/",
      context,
      request: new Request("http://localhost/"),
      params: {},
      url: new URL("http://localhost/"),
    };
    const answer = new Response("page");
    expect(await countRoutePattern(args as Parameters<typeof countRoutePattern>[0], async () => answer)).toBe(
      answer,
    );
  });
});
