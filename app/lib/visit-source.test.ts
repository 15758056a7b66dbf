import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sourceName } from "./referrer-sites";
import {
  cleanLanding,
  cleanTag,
  deviceClass,
  LANDING_MAX,
  readVisitSource,
  referrerHost,
  VISIT_VALUE_MAX,
  visitFields,
  visitOfPage,
} from "./visit-source";

describe("visit source", () => {
  it("reads the first page's path and UTM tags, and an outside referrer's host", () => {
    const visit = visitOfPage(
      new URL("https://example.in/services?utm_source=newsletter&utm_campaign=diwali&x=1"),
      "https://www.google.com/search?q=x",
    );
    expect(visit).toEqual({
      landing: "/services",
      referrer: "google.com",
      utmSource: "newsletter",
      utmMedium: "",
      utmCampaign: "diwali",
    });
    expect(sourceName(visit)).toBe("newsletter");
    expect(sourceName({ ...visit, utmSource: "" })).toBe("Google");
  });

  it("reads a referrer given as an address or a bare host, in any case, without its leading www", () => {
    expect(referrerHost(" WWW.Google.COM ")).toBe("google.com");
    expect(referrerHost("HTTP://News.Example.org/a?b=c")).toBe("news.example.org");
    expect(referrerHost("mywww.example")).toBe("mywww.example");
    expect(referrerHost("news.www.example")).toBe("news.www.example");
    expect(referrerHost("   ")).toBe("");
  });

  it("does not count the site itself as a referrer", () => {
    expect(visitOfPage(new URL("https://example.in/jobs"), "https://www.example.in/").referrer).toBe("");
  });

  it("cuts or drops odd values instead of refusing them", () => {
    expect(cleanLanding("https://evil.example/x")).toBe("");
    expect(cleanLanding("//evil.example/x")).toBe("");
    expect(cleanLanding("/a?b=c#d")).toBe("/a");
    expect(referrerHost("not a host at all")).toBe("");
    expect(referrerHost("javascript:alert(1)")).toBe("");
    // A JSON body's object that String() cannot read (fast-check found it): dropped, not thrown.
    expect(readVisitSource({ [visitFields.referrer]: { toString: false } }).referrer).toBe("");
    // A cut never keeps half of a character, nor does a tag keep a half it was sent.
    expect(cleanTag(`${"a".repeat(VISIT_VALUE_MAX - 1)}😀`)).toBe("a".repeat(VISIT_VALUE_MAX - 1));
    expect(cleanTag("\ud83dnews\ude00")).toBe("news");
    expect(cleanTag("😀 news")).toBe("😀 news");
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.values(visitFields)), fc.anything()), (values) => {
        const visit = readVisitSource(values);
        for (const [key, value] of Object.entries(visit)) {
          expect(typeof value).toBe("string");
          expect(value.length).toBeLessThanOrEqual(key === "landing" ? LANDING_MAX : VISIT_VALUE_MAX);
          expect([...value].every((character) => character.charCodeAt(0) >= 32)).toBe(true);
        }
      }),
    );
  });

  it("tells mobiles, tablets and desktops apart", () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1";
    const pixel = "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120.0 Mobile Safari/537.36";
    const tab = "Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/120.0 Safari/537.36";
    const ipad = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1";
    const linux = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36";
    expect([iphone, pixel, tab, ipad, linux].map(deviceClass)).toEqual([
      "mobile",
      "mobile",
      "tablet",
      "tablet",
      "desktop",
    ]);
  });
});
