import { describe, expect, it } from "vitest";
import { checkDocument } from "~/lib/content-fields/schema";
import { withOwnValues } from "../../tests/support/site-content";
import {
  areaKeys,
  contentAreas,
  defaultSiteContent,
  labelOf,
  placeholdersOf,
  type SiteContent,
} from "./site-content";

/** The site's content with every placeholder field given a value of the company's own. */
const filledIn = () =>
  Object.fromEntries(areaKeys.map((key) => [key, withOwnValues(key)])) as unknown as SiteContent;

describe("the site's content", () => {
  it.each(areaKeys)("%s: its defaults pass its own fields", (key) => {
    const { fields, defaults } = contentAreas[key];
    expect(checkDocument(fields, defaults)).toEqual({ ok: true, value: defaults });
  });

  it("refuses a payments area with a GSTIN out of pattern, or no days to pay", () => {
    const { fields, defaults } = contentAreas.payments;
    expect(checkDocument(fields, { ...defaults, gstin: "27AAPFU0939F1ZV", unpaidDays: 7 }).ok).toBe(true);
    for (const [change, field] of [
      [{ gstin: "27AAPFU0939F1Z" }, "gstin"],
      [{ gstin: "not a gstin" }, "gstin"],
      [{ unpaidDays: 0 }, "unpaidDays"],
      [{ unpaidDays: 61 }, "unpaidDays"],
    ] as const) {
      const checked = checkDocument(fields, { ...defaults, ...change });
      expect(checked.ok ? [] : Object.keys(checked.fields), JSON.stringify(change)).toEqual([field]);
    }
  });

  it("starts with the template's stand-ins as placeholders: the company's details, people, logos and media", () => {
    const placeholders = placeholdersOf(defaultSiteContent).map((entry) => `${entry.area}:${entry.path}`);
    for (const expected of [
      "profile:name",
      "profile:host",
      "profile:address",
      "profile:phone",
      "profile:mapLink",
      "founder:name",
      "founder:photo",
      "employees:members.0.name",
      "employees:members.4.photo",
      "clients:clients.2.logo",
      "clients:clients.3.story",
      "media:map",
      "media:video",
    ])
      expect(placeholders).toContain(expected);
    expect(placeholders).not.toContain("profile:officeHours");
    expect(placeholders).not.toContain("clients:clients.0.name");
  });

  it("has no placeholder left once every one has a value of the company's own", () => {
    expect(placeholdersOf(filledIn())).toEqual([]);
  });

  it("counts a picture as replaced by its file, not its text alternative", () => {
    const content = structuredClone(defaultSiteContent);
    content.founder.photo.alt = "A new description";
    expect(placeholdersOf(content).map((entry) => entry.path)).toContain("photo");
  });

  it("names a field for admins: area, item, field", () => {
    expect(labelOf("employees", "members.2.name")).toBe("Employees: 3. Developer: Name");
    expect(labelOf("profile", "phone")).toBe("Company profile: Phone");
  });
});
