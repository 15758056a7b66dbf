import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sitePages } from "~/content/site-pages";
import { endpoints } from "~/lib/endpoints";
import { PAGE_FIELD } from "~/lib/page-view";
import { visitFields } from "~/lib/visit-source";
import { rollUp, takeRollUpTurn } from "~/server/analytics/roll-up.server";
import { MAX_BEACON_BYTES } from "../../app/routes/api/beacon.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { tag } from "../support/site-client";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const ROLL_UP_MS = 3_600_000;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The rows of the table with this caption: each row's header and its cells' text. */
function tableRows(html: string, caption: string) {
  const table = new RegExp(`<caption[^>]*>${caption}</caption>(.*?)</table>`, "s").exec(html)?.[1] ?? "";
  const body = /<tbody>(.*)<\/tbody>/s.exec(table)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) => [
    /<th[^>]*>(.*?)<\/th>/s.exec(row[1] ?? "")?.[1] ?? "",
    ...[...(row[1] ?? "").matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((cell) =>
      (cell[1] ?? "").replace(/<[^>]+>/g, ""),
    ),
  ]);
}

// Through the real server: a visitor is a browser (address and
// User-Agent) on one India day; bots and visitors who opt out count nothing; no answer sets a cookie.
describe.each(testDialects)("visitor counts on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect, {
    ANALYTICS_FLUSH_MS: "50",
    ANALYTICS_ROLL_UP_MS: String(ROLL_UP_MS),
  });
  // The tests roll up when they mean to (rollUpNow). The site's own first roll-up falls at a random
  // moment of its interval: the interval's turn is taken here, as another worker would take it.
  beforeAll(() => takeRollUpTurn(site.app.db, ROLL_UP_MS));

  const beacon = (path: string, userAgent: string, visit: Record<string, string> = {}, headers = {}) =>
    client.request(endpoints.pageViews, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
        "user-agent": userAgent,
        ...headers,
      },
      body: new URLSearchParams({ [PAGE_FIELD]: path, ...visit }),
    });

  /** The views stored of a campaign: each test's views carry a campaign of their own. */
  const viewsOf = (campaign: string) =>
    site.app.db.selectFrom("page_views").selectAll().where("utm_campaign", "=", campaign).execute();

  /**
   * Sends a view that does count and waits until it is written: views are written in the order
   * they came, so whatever came before it and is not there was not counted.
   */
  async function afterTheNextBatch() {
    const marker = `marker-${tag()}`;
    // A browser of its own: a visitor's second view of a page within a minute is not counted.
    expect((await beacon("/", `${BROWSER} ${marker}`, { [visitFields.utmCampaign]: marker })).status).toBe(
      204,
    );
    await vi.waitFor(async () => expect(await viewsOf(marker)).toHaveLength(1), { timeout: 5000 });
  }

  /** The Traffic page as the admin sees it. */
  async function trafficPage() {
    const page = await client.request("/admin/traffic", {
      headers: { cookie: admin.cookie, accept: "text/html" },
    });
    expect(page.status).toBe(200);
    return page.text();
  }

  /** The roll-up, as the traffic timer of a worker runs it. */
  const rollUpNow = () => rollUp(site.app.db, dialect, { rawDays: 30 });

  it("counts a second visit of the same browser on the same day as page views, not as a visitor", async () => {
    const campaign = `diwali-${tag()}`;
    const visit = {
      [visitFields.landing]: "/services",
      [visitFields.utmSource]: "newsletter",
      [visitFields.utmCampaign]: campaign,
    };
    for (const path of ["/services", "/feedback"]) {
      const answer = await beacon(path, BROWSER, visit);
      expect(answer.status).toBe(204);
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    // The same browser again, later that day, from a search: a new visit, the same visitor.
    expect(
      (
        await beacon("/about", BROWSER, {
          [visitFields.landing]: "/about",
          [visitFields.referrer]: "www.google.com",
        })
      ).status,
    ).toBe(204);
    // Another browser (a phone) on the same address is another visitor.
    expect((await beacon("/services", PHONE, visit)).status).toBe(204);
    await afterTheNextBatch();

    const stored = await site.app.db
      .selectFrom("page_views")
      .selectAll()
      .where((eb) => eb.or([eb("utm_campaign", "=", campaign), eb("referrer_host", "=", "google.com")]))
      .execute();
    expect(stored).toHaveLength(4);
    // Neither the address nor the User-Agent is kept: only a hash, the same for the one browser.
    expect(JSON.stringify(stored)).not.toMatch(/127\.0\.0\.1|Mozilla|Chrome/);
    const desktop = stored.filter((row) => row.device === "desktop");
    expect(new Set(desktop.map((row) => row.visitor)).size).toBe(1);
    expect(stored.find((row) => row.device === "mobile")?.visitor).not.toBe(desktop[0]?.visitor);

    // The page reads the daily counts alone: the views show once the roll-up has counted them.
    const before = await trafficPage();
    expect(tableRows(before, "Top campaigns by page views").map((row) => row[0])).not.toContain(campaign);
    await rollUpNow();
    const html = await trafficPage();
    // No lead came of them; a referring host is read as its site.
    expect(tableRows(html, "Top campaigns by page views")).toContainEqual([campaign, "2", "3", "0"]);
    expect(tableRows(html, "Top sources by page views")).toContainEqual(["Google", "1", "1", "0"]);
  });

  it("counts nothing for a bot, for Global Privacy Control or Do Not Track, and for the admin area", async () => {
    const campaign = { [visitFields.utmCampaign]: `opted-out-${tag()}` };
    expect((await beacon("/approach", GOOGLEBOT, campaign)).status).toBe(204);
    expect((await beacon("/approach", BROWSER, campaign, { "sec-gpc": "1" })).status).toBe(204);
    expect((await beacon("/approach", BROWSER, campaign, { dnt: "1" })).status).toBe(204);
    expect((await beacon("/approach", "", campaign)).status).toBe(204);
    expect((await beacon("/admin/traffic", BROWSER, campaign)).status).toBe(204);
    await afterTheNextBatch();
    expect(await viewsOf(campaign[visitFields.utmCampaign])).toEqual([]);
  });

  it("counts nothing for a path that is no page of the site, answered as a bot is", async () => {
    const campaign = { [visitFields.utmCampaign]: `no-page-${tag()}` };
    for (const path of ["/no-such-page", "/services-2026", "/jobs/no-such-opening", "/login"])
      expect((await beacon(path, BROWSER, campaign)).status, path).toBe(204);
    await afterTheNextBatch();
    expect(await viewsOf(campaign[visitFields.utmCampaign])).toEqual([]);
  });

  it("counts one view per visitor, page and minute, within a batch and across batches", async () => {
    // Away from the end of a minute, so that every view below falls in one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    const campaign = `once-${tag()}`;
    const visit = { [visitFields.utmCampaign]: campaign };
    // Browsers of this test's own: the tests before viewed these pages in this minute too.
    const browser = `${BROWSER} ${campaign}`;
    const phone = `${PHONE} ${campaign}`;
    for (const path of ["/services", "/services", "/about", "/services"])
      expect((await beacon(path, browser, visit)).status).toBe(204);
    expect((await beacon("/services", phone, visit)).status).toBe(204);
    await afterTheNextBatch();
    expect((await beacon("/services", browser, visit)).status).toBe(204);
    await afterTheNextBatch();
    const stored = await viewsOf(campaign);
    expect(stored.map((row) => `${row.path} ${row.device}`).sort()).toEqual([
      "/about desktop",
      "/services desktop",
      "/services mobile",
    ]);
  });

  it("sets no cookie on any public page or on the beacon", async () => {
    for (const { path } of sitePages) {
      const answer = await client.request(path, { headers: { accept: "text/html", "user-agent": BROWSER } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.getSetCookie(), path).toEqual([]);
      await answer.arrayBuffer();
    }
  });

  it("refuses what the site's script never sends with a 4xx: no page, another type, too big", async () => {
    const post = (body: string, type = "application/x-www-form-urlencoded") =>
      client.request(endpoints.pageViews, {
        method: "POST",
        headers: { "content-type": type, "user-agent": BROWSER },
        body,
      });
    expect((await post("")).status).toBe(400);
    expect((await post(`${PAGE_FIELD}=https://elsewhere.example/x`)).status).toBe(400);
    expect((await post(`${PAGE_FIELD}=//elsewhere.example/x`)).status).toBe(400);
    expect((await post(JSON.stringify({ [PAGE_FIELD]: "/" }), "application/json")).status).toBe(415);
    expect((await post(`${PAGE_FIELD}=/${"a".repeat(MAX_BEACON_BYTES)}`)).status).toBe(413);
    // A GET is no beacon.
    expect((await client.request(endpoints.pageViews)).status).toBeLessThan(500);
  });

  it("answers any body, any type, 2xx or 4xx, never 5xx", async () => {
    const types = fc.constantFrom(
      "application/x-www-form-urlencoded",
      "text/plain;charset=UTF-8",
      "application/json",
      "multipart/form-data; boundary=x",
      "",
    );
    const bodies = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
      fc
        .dictionary(
          fc.constantFrom(PAGE_FIELD, ...Object.values(visitFields), "x"),
          fc.string({ maxLength: 120 }),
        )
        .map((values) => new URLSearchParams(values).toString()),
    );
    await fc.assert(
      fc.asyncProperty(
        types,
        bodies,
        fc.constantFrom(BROWSER, GOOGLEBOT, ""),
        async (type, body, userAgent) => {
          const answer = await client.request(endpoints.pageViews, {
            method: "POST",
            headers: { ...(type ? { "content-type": type } : {}), "user-agent": userAgent },
            body,
          });
          await answer.arrayBuffer();
          expect(answer.status).toBeGreaterThanOrEqual(200);
          expect(answer.status).toBeLessThan(500);
          expect(answer.headers.getSetCookie()).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
