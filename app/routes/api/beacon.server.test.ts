import { describe, expect, it } from "vitest";
import { PAGE_FIELD } from "~/lib/page-view";
import { visitFields } from "~/lib/visit-source";
import { isSitePage, MAX_BEACON_BYTES, readBeacon } from "./beacon.server";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const AT = new Date("2026-12-03T18:29:59Z");

const beacon = (body: string, headers: Record<string, string> = {}) =>
  readBeacon(
    new Request("https://www.example.in/api/views", {
      method: "POST",
      body,
      headers: {
        "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
        "user-agent": PHONE,
        ...headers,
      },
    }),
    (path) => isSitePage(path, [{ slug: "react-intern" }]),
    AT,
  );

describe("readBeacon", () => {
  it("reads the page and the visit's source, cut as the lead forms cut them, with the device class", async () => {
    const body = new URLSearchParams({
      [PAGE_FIELD]: "/services?utm_source=x#top",
      [visitFields.landing]: "/services",
      [visitFields.referrer]: "https://www.Google.com/search?q=apps",
      [visitFields.utmSource]: ` ${"n".repeat(150)} `,
      [visitFields.utmCampaign]: "diwali",
    });
    expect(await beacon(body.toString())).toEqual({
      ok: true,
      view: {
        at: AT,
        userAgent: PHONE,
        path: "/services",
        visit: {
          landing: "/services",
          referrer: "google.com",
          utmSource: "n".repeat(100),
          utmMedium: "",
          utmCampaign: "diwali",
        },
        device: "mobile",
      },
    });
  });

  it("counts nothing for a bot, an empty User-Agent, Sec-GPC, DNT or the admin area, yet reads the body", async () => {
    const page = `${PAGE_FIELD}=/about`;
    const optedOutOrBots: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "" },
      { "sec-gpc": "1" },
      { dnt: "1" },
    ];
    for (const headers of optedOutOrBots)
      expect(await beacon(page, headers), JSON.stringify(headers)).toEqual({ ok: true, view: null });
    expect(await beacon(`${PAGE_FIELD}=/admin/traffic`)).toEqual({ ok: true, view: null });
    // DNT: 0 is no request not to be counted.
    expect(await beacon(page, { dnt: "0" })).toMatchObject({ ok: true, view: { path: "/about" } });
  });

  it("counts nothing for a path that is no page of the site: neither in the sitemap nor a published opening's", async () => {
    for (const path of ["/services", "/jobs", "/jobs/react-intern", "/privacy"])
      expect(await beacon(`${PAGE_FIELD}=${path}`), path).toMatchObject({ ok: true, view: { path } });
    for (const path of ["/no-such-page", "/services/", "/jobs/react-intern-2", "/jobs/", "/login", "/nav1"])
      expect(await beacon(`${PAGE_FIELD}=${path}`), path).toEqual({ ok: true, view: null });
  });

  it("refuses a body without a page of this site, of another type, or too big", async () => {
    expect(await beacon("")).toMatchObject({ ok: false, status: 400 });
    expect(await beacon(`${PAGE_FIELD}=https://evil.example/`)).toMatchObject({ ok: false, status: 400 });
    expect(await beacon(`${PAGE_FIELD}=/`, { "content-type": "application/json" })).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(await beacon(`${PAGE_FIELD}=/${"a".repeat(MAX_BEACON_BYTES)}`)).toMatchObject({
      ok: false,
      status: 413,
    });
    expect(await beacon(`${PAGE_FIELD}=/`, { "content-type": "text/plain;charset=UTF-8" })).toMatchObject({
      ok: true,
    });
  });
});
