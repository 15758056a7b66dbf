import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it, vi } from "vitest";
import { sitePages } from "~/content/site-pages";
import { endpoints } from "~/lib/endpoints";
import { addDays, indiaDayOf } from "~/lib/india-days";
import { PAGE_FIELD } from "~/lib/page-view";
import { trafficDimensions, VALUES_PER_DAY } from "~/lib/traffic";
import { visitFields } from "~/lib/visit-source";
import { rollUp } from "~/server/analytics/roll-up.server";
import { rateRules } from "~/server/rate-limit.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { validLeads } from "../support/lead-bodies";
import { tag } from "../support/site-client";

// Far past what the per-second limit lets through in the time the flood takes.
const BEACONS = 1000;
const AT_ONCE = 25;
/** Raw views of past days, as many visitors would have left them: the roll-up's work after the flood. */
const PAST_DAYS = 20;
const VIEWS_A_PAST_DAY = 2000;
const DAILY_ROWS_BOUND = trafficDimensions.length * (VALUES_PER_DAY + 1);

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

// The flood of one address that made the beacon hurt the company.
describe.each(testDialects)("a flood of page views from one address on %s", (dialect) => {
  // The real limits; the server's traffic timer rolls up every 100 ms, so it runs throughout.
  const { site, client } = useAdminSite(
    dialect,
    { RATE_LIMIT_FACTOR: "1", ANALYTICS_FLUSH_MS: "100", ANALYTICS_ROLL_UP_MS: "100" },
    { signIn: false },
  );

  const beacon = (path: string, userAgent: string, visit: Record<string, string> = {}) =>
    client.request(endpoints.pageViews, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8", "user-agent": userAgent },
      body: new URLSearchParams({ [PAGE_FIELD]: path, ...visit }),
    });

  it("counts at most the per-second limit of a flood of beacons with distinct paths and User-Agents, keeps the rows bounded, and answers leads during the roll-up", async () => {
    const today = indiaDayOf(new Date());
    // The site's pages spread among made-up ones: every path differs, as does every User-Agent.
    const spread = Math.floor(BEACONS / sitePages.length);
    const paths = Array.from({ length: BEACONS }, (_, index) =>
      index % spread === 0 && sitePages[index / spread]
        ? (sitePages[index / spread]?.path ?? "")
        : `/flood-${index}`,
    );
    expect(new Set(paths).size).toBe(BEACONS);
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (let first = 0; first < BEACONS; first += AT_ONCE) {
      const answers = await Promise.all(
        paths.slice(first, first + AT_ONCE).map(async (path, offset) => {
          const index = first + offset;
          const answer = await beacon(path, `Mozilla/5.0 (X11; Linux x86_64) Flood/${index}`, {
            [visitFields.landing]: `/landing-${index}`,
            [visitFields.referrer]: `https://site-${index}.example/`,
            [visitFields.utmCampaign]: `campaign-${index}`,
          });
          await answer.arrayBuffer();
          return answer.status;
        }),
      );
      for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const seconds = Math.ceil((performance.now() - started) / 1000);
    const allowedAtMost = rateRules.beacon.limit * (seconds + 1);
    const refused = statuses.get(429) ?? 0;
    expect(refused, JSON.stringify([...statuses])).toBeGreaterThanOrEqual(BEACONS - allowedAtMost);
    expect(refused + (statuses.get(204) ?? 0) + (statuses.get(400) ?? 0)).toBe(BEACONS);

    // A view sent once the second is over is written after every view before it.
    await sleep(1100);
    const marker = `marker-${tag()}`;
    expect(
      (await beacon("/", "Mozilla/5.0 (X11; Linux x86_64) Marker", { [visitFields.utmCampaign]: marker }))
        .status,
    ).toBe(204);
    const views = site.app.db.selectFrom("page_views").where("day", "=", today);
    await vi.waitFor(
      async () =>
        expect(
          await count(views.where("utm_campaign", "=", marker).select((eb) => eb.fn.countAll().as("n"))),
        ).toBe(1),
      { timeout: 5000 },
    );
    const counted = await count(views.select((eb) => eb.fn.countAll().as("n")));
    expect(counted).toBeLessThanOrEqual(Math.min(statuses.get(204) ?? 0, allowedAtMost) + 1);
    const pages = new Set(sitePages.map((page) => page.path));
    for (const { path } of await views.select("path").execute()) expect(pages.has(path), path).toBe(true);

    // Past days' raw views, then the roll-up of them all (here and in the server's timer) while leads come.
    for (let back = 2; back < 2 + PAST_DAYS; back++) {
      const day = addDays(today, -back);
      const rows = Array.from({ length: VIEWS_A_PAST_DAY }, (_, index) => ({
        day,
        visitor: `visitor-${index % 700}`,
        path: sitePages[index % sitePages.length]?.path ?? "/",
        landing_page: `/landing-${index % 300}`,
        referrer_host: "",
        utm_source: `source-${index % 150}`,
        utm_medium: "",
        utm_campaign: "",
        device: "desktop" as const,
        minute: index,
      }));
      for (let first = 0; first < rows.length; first += 500)
        await site.app.db
          .insertInto("page_views")
          .values(rows.slice(first, first + 500))
          .execute();
    }
    const rolling = rollUp(site.app.db, dialect, { rawDays: 30 });
    const answeredMs: number[] = [];
    for (let lead = 0; lead < 3; lead++) {
      const asked = performance.now();
      const answer = await client.postJson(endpoints.feedback, validLeads.feedback(tag()));
      expect(answer.status, await answer.text()).toBe(201);
      answeredMs.push(Math.round(performance.now() - asked));
    }
    await rolling;
    process.stdout.write(
      `[traffic-flood] ${dialect}: leads answered during the roll-up in ${answeredMs.join(", ")} ms\n`,
    );

    const daily = site.app.db.selectFrom("traffic_daily").select((eb) => eb.fn.countAll().as("n"));
    expect(await count(daily.where("day", "=", today))).toBeLessThanOrEqual(DAILY_ROWS_BOUND);
    for (let back = 2; back < 2 + PAST_DAYS; back++)
      expect(await count(daily.where("day", "=", addDays(today, -back)))).toBeLessThanOrEqual(
        DAILY_ROWS_BOUND,
      );
    // Today's counts are the views kept, no more.
    expect(
      await site.app.db
        .selectFrom("traffic_daily")
        .select("views")
        .where("day", "=", today)
        .where("dimension", "=", "site")
        .executeTakeFirst(),
    ).toEqual({ views: counted });
  }, 120_000);
});
