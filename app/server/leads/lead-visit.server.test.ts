import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANDING_MAX, noVisitSource, VISIT_VALUE_MAX, visitFields } from "~/lib/visit-source";
import { leadVisit, visitOfReferer } from "./lead-visit.server";

const APP_URL = "https://www.example.in";
/** The address a request reached, as the server builds it from its Host (not APP_URL behind a proxy). */
const REACHED = "http://127.0.0.1:3000/api/feedback";

const post = (headers: Record<string, string> = {}) =>
  new Request(REACHED, { method: "POST", headers: { "content-type": "application/json", ...headers } });

const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1";

describe("a lead's visit from the post's Referer", () => {
  it("reads a page of the site as the landing path and its UTM tags", () => {
    for (const own of [
      `${APP_URL}/services`,
      "https://example.in/services",
      "http://127.0.0.1:3000/services",
    ])
      expect(
        visitOfReferer(`${own}?utm_source=x&utm_medium=mail&utm_campaign=y&ref=z#top`, [REACHED, APP_URL]),
      ).toEqual({
        landing: "/services",
        referrer: "",
        utmSource: "x",
        utmMedium: "mail",
        utmCampaign: "y",
      });
  });

  it("reads another site as its host only", () => {
    expect(
      visitOfReferer("https://www.Partner.example.com/blog/post?utm_source=theirs", [REACHED, APP_URL]),
    ).toEqual({ ...noVisitSource, referrer: "partner.example.com" });
  });

  it("reads nothing from a missing, broken or non-web Referer", () => {
    for (const referer of [
      "",
      "not a url",
      "/services?utm_source=x",
      "javascript:alert(1)",
      "data:text/html,x",
    ])
      expect(visitOfReferer(referer, [REACHED, APP_URL])).toEqual(noVisitSource);
  });
});

describe("a lead's visit", () => {
  it("takes the fields the form or the JSON body sent, and the device from the User-Agent", () => {
    const sent = {
      [visitFields.landing]: "/courses",
      [visitFields.referrer]: "https://www.google.com/",
      [visitFields.utmSource]: "newsletter",
      [visitFields.utmMedium]: "email",
      [visitFields.utmCampaign]: "diwali",
    };
    // A Referer is only the fallback: the fields win.
    const request = post({ "user-agent": iphone, referer: `${APP_URL}/feedback?utm_source=other` });
    expect(leadVisit(request, sent, APP_URL)).toEqual({
      landing_page: "/courses",
      referrer_host: "google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "diwali",
      device: "mobile",
      visitor: "",
    });
  });

  it("falls back to the Referer when the body names nothing, empty fields included", () => {
    const request = post({ referer: `${APP_URL}/services?utm_source=x&utm_campaign=y` });
    const empty = Object.fromEntries(Object.values(visitFields).map((name) => [name, ""]));
    for (const values of [{}, empty])
      expect(leadVisit(request, values, APP_URL)).toEqual({
        landing_page: "/services",
        referrer_host: "",
        utm_source: "x",
        utm_medium: "",
        utm_campaign: "y",
        device: "desktop",
        visitor: "",
      });
    expect(leadVisit(post({ referer: "https://partner.example/x" }), {}, APP_URL)).toMatchObject({
      landing_page: "",
      referrer_host: "partner.example",
    });
    expect(leadVisit(post(), {}, APP_URL)).toMatchObject({
      landing_page: "",
      referrer_host: "",
      utm_source: "",
    });
  });

  // A property over many generated requests: its time depends on the machine's load, not the code.
  it("never throws, and keeps every value within its limit, for any body and any Referer", {
    timeout: 30_000,
  }, () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.values(visitFields)), fc.anything()),
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string({ unit: "binary" }),
        ),
        (values, referer) => {
          let request: Request;
          try {
            request = post({ referer });
          } catch {
            return; // Not a header value a client could send.
          }
          const visit = leadVisit(request, values, APP_URL);
          for (const [column, value] of Object.entries(visit)) {
            expect(typeof value).toBe("string");
            expect(value.length).toBeLessThanOrEqual(
              column === "landing_page" ? LANDING_MAX : VISIT_VALUE_MAX,
            );
          }
        },
      ),
    );
  });
});
