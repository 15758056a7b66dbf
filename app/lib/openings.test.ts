import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isOpen,
  OPENING_SLUG,
  type OpeningFacts,
  openingSlugFor,
  openingTypeLabel,
  openingTypes,
  openOpenings,
} from "./openings";

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
  experience: "fresher",
  positions: 1,
  salaryMin: 0,
  salaryMax: 0,
  salaryPer: "month",
  filled: false,
});

describe("open openings", () => {
  it("is open through its closing day and closed the day after", () => {
    expect(isOpen({ closesOn: "2026-12-03", filled: false }, "2026-12-03")).toBe(true);
    expect(isOpen({ closesOn: "2026-12-03", filled: false }, "2026-12-04")).toBe(false);
  });

  it("is closed once filled, whatever its closing day", () => {
    expect(isOpen({ closesOn: "2099-12-31", filled: true }, "2026-12-03")).toBe(false);
    expect(
      openOpenings([{ ...opening("a", "2026-12-01", "2099-12-31"), filled: true }], "2026-12-03"),
    ).toEqual([]);
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

describe("an opening's address", () => {
  it("is made of its title's words in lower case, joined by hyphens", () => {
    expect(openingSlugFor("Junior React Developer", new Set())).toBe("junior-react-developer");
    expect(openingSlugFor("  C++ / Node.js intern (2027)! ", new Set())).toBe("c-node-js-intern-2027");
  });

  it("keeps an accented letter's base letter, and names a title with no Latin letter 'opening'", () => {
    expect(openingSlugFor("Développeur Sénior", new Set())).toBe("developpeur-senior");
    expect(openingSlugFor("डेवलपर", new Set())).toBe("opening");
    expect(openingSlugFor("—", new Set())).toBe("opening");
  });

  it("is unique among those taken, and at most 60 characters before its number, ending in no hyphen", () => {
    expect(openingSlugFor("Tester", new Set(["tester", "tester-2"]))).toBe("tester-3");
    const long = `${"a".repeat(59)} b`;
    expect(openingSlugFor(long, new Set())).toBe("a".repeat(59));
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (title) => {
        const slug = openingSlugFor(title, new Set());
        expect(slug).toMatch(OPENING_SLUG);
        expect(slug.length).toBeLessThanOrEqual(60);
      }),
    );
  });

  it("says each type as the site shows it", () => {
    expect(openingTypes.map(({ value }) => openingTypeLabel(value))).toEqual([
      "Full-time",
      "Internship",
      "Training",
    ]);
  });
});
