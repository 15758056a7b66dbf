import { describe, expect, it } from "vitest";
import { groupedSource, referrerSites } from "./referrer-sites";

describe("groupedSource", () => {
  it("names a site's hosts in any country or sub-domain, and its UTM name in any case, as one source", () => {
    const cases: [string, string][] = [
      ["google.com", "Google"],
      ["google.co.in", "Google"],
      ["news.google.com", "Google"],
      ["bing.com", "Bing"],
      ["linkedin.com", "LinkedIn"],
      ["in.linkedin.com", "LinkedIn"],
      ["LinkedIn", "LinkedIn"],
      ["l.facebook.com", "Facebook"],
      ["lm.facebook.com", "Facebook"],
      ["m.youtube.com", "YouTube"],
      ["youtu.be", "YouTube"],
      ["t.co", "X"],
      ["twitter.com", "X"],
      ["x.com", "X"],
      ["web.whatsapp.com", "WhatsApp"],
      ["l.instagram.com", "Instagram"],
    ];
    for (const [value, name] of cases) expect(groupedSource(value), value).toBe(name);
  });

  it("keeps any other value as it came, and a grouped name as itself", () => {
    for (const value of ["newsletter", "example.com", "notgoogle.com", "linkedin.com.evil.example", ""])
      expect(groupedSource(value)).toBe(value);
    for (const { name } of referrerSites) expect(groupedSource(name)).toBe(name);
  });
});
