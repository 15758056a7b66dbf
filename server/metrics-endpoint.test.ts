import { describe, expect, it } from "vitest";
import { bearerMatches } from "./metrics-endpoint";

const TOKEN = "a-metrics-token-of-thirty-two-chars!";

describe("the metrics bearer token", () => {
  it("accepts the token sent as a bearer token", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it.each([
    ["nothing", undefined],
    ["an empty header", ""],
    ["an empty token", "Bearer "],
    ["another token", `Bearer ${TOKEN.slice(0, -1)}x`],
    ["a prefix of it", `Bearer ${TOKEN.slice(0, 10)}`],
    ["it and more", `Bearer ${TOKEN}x`],
    ["it without the scheme", TOKEN],
    ["it as Basic credentials", `Basic ${TOKEN}`],
  ])("refuses %s", (_, header) => {
    expect(bearerMatches(header, TOKEN)).toBe(false);
  });
});
