import { describe, expect, it } from "vitest";
import { z } from "zod";
import { timeOrderedId } from "./ids.server";

describe("timeOrderedId", () => {
  it("is a version 7 UUID that starts with the time and sorts in time order", () => {
    const at = Date.UTC(2026, 10, 24, 4, 30);
    const id = timeOrderedId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(Number.parseInt(id.replace("-", "").slice(0, 12), 16)).toBe(at);
    const later = Array.from({ length: 50 }, (_, index) => timeOrderedId(at + 1 + index));
    expect([...later].sort()).toEqual(later);
    expect(later.every((next) => next > id)).toBe(true);
  });

  it("differs within one millisecond (74 random bits)", () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => timeOrderedId(0)));
    expect(ids.size).toBe(10_000);
  });
});
