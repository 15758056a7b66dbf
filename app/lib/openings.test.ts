import { describe, expect, it } from "vitest";
import { isOpen, type OpeningFacts, openOpenings } from "./openings";

const opening = (slug: string, postedOn: string, closesOn: string): OpeningFacts => ({
  slug,
  title: slug,
  type: "full-time",
  remote: true,
  location: "",
  description: "Text.",
  skills: [],
  postedOn,
  closesOn,
});

describe("open openings", () => {
  it("is open through its closing day and closed the day after", () => {
    expect(isOpen({ closesOn: "2026-12-03" }, "2026-12-03")).toBe(true);
    expect(isOpen({ closesOn: "2026-12-03" }, "2026-12-04")).toBe(false);
  });

  it("lists the open ones newest first, those of one day as the editor orders them", () => {
    const list = [
      opening("old", "2026-11-01", "2026-12-31"),
      opening("closed", "2026-12-02", "2026-12-02"),
      opening("new-a", "2026-12-02", "2026-12-31"),
      opening("new-b", "2026-12-02", "2027-01-31"),
    ];
    expect(openOpenings(list, "2026-12-03").map((item) => item.slug)).toEqual(["new-a", "new-b", "old"]);
  });
});
