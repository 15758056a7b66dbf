import { describe, expect, it } from "vitest";
import { remember } from "./memo.server";

describe("remember", () => {
  it("keeps at most the limit, forgetting the oldest entry first", () => {
    const memo = new Map<string, number>();
    remember(memo, "a", 1, 2);
    remember(memo, "b", 2, 2);
    expect([...memo]).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
    remember(memo, "c", 3, 2);
    expect([...memo]).toEqual([
      ["b", 2],
      ["c", 3],
    ]);
  });

  it("moves a key set again to the newest place, with its new value, without forgetting another", () => {
    const memo = new Map([
      ["a", 1],
      ["b", 2],
    ]);
    remember(memo, "a", 10, 2);
    expect([...memo]).toEqual([
      ["b", 2],
      ["a", 10],
    ]);
    remember(memo, "c", 3, 2);
    expect([...memo]).toEqual([
      ["a", 10],
      ["c", 3],
    ]);
  });
});
