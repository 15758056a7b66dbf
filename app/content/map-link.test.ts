import { describe, expect, it } from "vitest";
import { mapSearchFor } from "~/lib/map-link";
import { defaultProfile } from "./company";
import { settleArea } from "./site-content";

const settled = (changes: Partial<typeof defaultProfile>) => {
  const result = settleArea("profile", { ...defaultProfile, ...changes }, "2026-12-06");
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  return result.value.mapLink;
};

describe("the profile's map link", () => {
  it("follows a new street address while it is the map search the site made", () => {
    const address = "Office 4, Kurla West, Mumbai 400070";
    expect(settled({ address })).toBe(mapSearchFor(address));
  });

  it("is kept when the owner set one by hand", () => {
    const mapLink = "https://www.openstreetmap.org/node/123456";
    expect(settled({ address: "Office 4, Kurla West, Mumbai 400070", mapLink })).toBe(mapLink);
  });
});
