import { describe, expect, it } from "vitest";
import {
  addDays,
  indiaDayOf,
  indiaDayStart,
  isDay,
  secondsUntilNextIndiaDay,
  weekStartOf,
} from "./india-days";

describe("India days", () => {
  it("are real calendar days written YYYY-MM-DD", () => {
    expect(isDay("2026-11-27")).toBe(true);
    expect(isDay("2024-02-29")).toBe(true);
    for (const text of [
      "2026-02-30",
      "2026-13-01",
      "x2026-11-27",
      "2026-11-27x",
      "2026-11-7",
      "27-11-2026",
      "",
    ])
      expect(isDay(text)).toBe(false);
  });

  it("start at 00:00 in Mumbai, 18:30 UTC the day before", () => {
    expect(indiaDayStart("2026-11-27")).toBe("2026-11-26T18:30:00.000Z");
    expect(indiaDayOf("2026-11-26T18:29:59.999Z")).toBe("2026-11-26");
    expect(indiaDayOf("2026-11-26T18:30:00.000Z")).toBe("2026-11-27");
    expect(addDays("2026-11-27", 5)).toBe("2026-12-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("belong to weeks that run Monday to Sunday", () => {
    expect(weekStartOf("2026-11-23")).toBe("2026-11-23");
    expect(weekStartOf("2026-11-27")).toBe("2026-11-23");
    expect(weekStartOf("2026-11-29")).toBe("2026-11-23");
    expect(weekStartOf("2026-11-30")).toBe("2026-11-30");
  });

  it("end at 18:30 UTC: the seconds left until then", () => {
    expect(secondsUntilNextIndiaDay(new Date("2026-12-05T18:29:00.000Z"))).toBe(60);
    expect(secondsUntilNextIndiaDay(new Date("2026-12-05T18:30:00.000Z"))).toBe(24 * 60 * 60);
  });
});
