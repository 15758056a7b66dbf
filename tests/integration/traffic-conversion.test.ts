import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { adminTrafficPage } from "~/content/pages/admin-traffic";
import { endpoints } from "~/lib/endpoints";
import { inboxMessages } from "~/lib/inbox-messages";
import { addDays, indiaDayOf, indiaDayStart } from "~/lib/india-days";
import { PAGE_FIELD } from "~/lib/page-view";
import { lastDays } from "~/lib/traffic";
import { visitFields } from "~/lib/visit-source";
import { rollUp } from "~/server/analytics/roll-up.server";
import { conversion, totalsOf } from "~/server/analytics/traffic.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { validLeads } from "../support/lead-bodies";
import { tag } from "../support/site-client";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const text = adminTrafficPage;

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

// A lead's request carries the visitor key of its page views, so the Traffic page's conversion is
// the share of a day's visitors who sent a lead: never above 100 %.
describe.each(testDialects)("conversion on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect, { ANALYTICS_FLUSH_MS: "50" });

  const page = async (address: string) => {
    const response = await client.request(address, {
      headers: { cookie: admin.cookie, accept: "text/html" },
    });
    return { status: response.status, html: await response.text() };
  };

  it("shows 25 % for a day of 4 visitors and 1 lead, and links the lead's source to it in the inbox", async () => {
    const t = tag();
    const browsers = [1, 2, 3, 4].map((n) => `${BROWSER} ${t}-${n}`);
    const visit = {
      [visitFields.referrer]: "https://in.linkedin.com/feed/",
      [visitFields.utmCampaign]: `c-${t}`,
    };
    for (const userAgent of browsers) {
      const answer = await client.request(endpoints.pageViews, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": userAgent },
        body: new URLSearchParams({ [PAGE_FIELD]: "/", ...visit }),
      });
      expect(answer.status).toBe(204);
    }
    await vi.waitFor(
      async () =>
        expect(
          await site.app.db
            .selectFrom("page_views")
            .select("visitor")
            .where("utm_campaign", "=", `c-${t}`)
            .execute(),
        ).toHaveLength(4),
      { timeout: 5000 },
    );
    const sent = await client.postJson(
      endpoints.feedback,
      { ...validLeads.feedback(t), ...visit, [visitFields.landing]: "/" },
      { "user-agent": browsers[0] ?? "" },
    );
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    await rollUp(site.app.db, dialect, { rawDays: 30 });

    const { status, html } = await page("/admin/traffic");
    expect(status).toBe(200);
    const totals = tableRows(html, text.totals.caption);
    expect(totals).toContainEqual([text.totals.visitors, "4", "0"]);
    expect(totals).toContainEqual([text.totals.converted, "1", "0"]);
    expect(totals).toContainEqual([text.totals.rate, "25.0%", "–"]);
    // The counts trail the visits by the roll-up's period, and the page says so.
    expect(html).toContain(text.trailing(5));
    expect(tableRows(html, text.tables["conversion-sources"].caption)).toContainEqual([
      "LinkedIn",
      "4",
      "1",
      "25.0%",
      "1",
    ]);
    // Each row's leads open in the inbox: the source's, the campaign's, the landing page's.
    const { from, to } = lastDays(30, indiaDayOf(new Date()));
    for (const filter of ["source=LinkedIn", `campaign=c-${t}`, "landing=%2F"]) {
      const address = `/admin/inbox?from=${from}&to=${to}&${filter}`;
      expect(html).toContain(`href="${address.replaceAll("&", "&amp;")}"`);
      expect((await page(address)).html).toContain(`value="${id}"`);
    }
  });

  it("reads any period from its first and last day, beside the one before, and refuses a bad one with 400", async () => {
    const today = indiaDayOf(new Date());
    const yesterday = addDays(today, -1);
    const { status, html } = await page(`/admin/traffic?from=${yesterday}&to=${today}`);
    expect(status).toBe(200);
    expect(html).toContain(text.period.shown(yesterday, today));
    expect(html).toContain(text.totals.previous(addDays(today, -3), addDays(today, -2)));
    expect(html).toContain(`href="/admin/traffic/sources.csv?from=${yesterday}&amp;to=${today}"`);
    const csv = await client.request(`/admin/traffic/conversion-sources.csv?from=${yesterday}&to=${today}`, {
      headers: { cookie: admin.cookie },
    });
    expect(await csv.text()).toContain('"LinkedIn","4","1","25.0%","1"');
    for (const [query, error] of [
      [`from=${today}&to=${yesterday}`, inboxMessages.badRange],
      ["from=2026-13-01", inboxMessages.badDate],
      [`from=2020-01-01&to=${today}`, inboxMessages.periodTooLong],
    ]) {
      const refused = await page(`/admin/traffic?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.html).toContain(error);
    }
  });

  it("never shows a conversion above 100 % for any mix of views and leads", async () => {
    let run = 0;
    const view = fc.record({
      day: fc.integer({ min: 0, max: 1 }),
      visitor: fc.integer({ min: 0, max: 5 }),
      path: fc.constantFrom("/", "/services", "/feedback"),
      referrer: fc.constantFrom("", "google.com", "google.co.in", "in.linkedin.com"),
      minute: fc.integer({ min: 0, max: 3 }),
    });
    // A lead's visitor may have no view (its script blocked), or none at all ('').
    const lead = fc.record({
      day: fc.integer({ min: 0, max: 1 }),
      visitor: fc.option(fc.integer({ min: 0, max: 7 }), { nil: null }),
      second: fc.integer({ min: 0, max: 86_399 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(view, { maxLength: 30 }),
        fc.array(lead, { maxLength: 12 }),
        async (views, leads) => {
          // Days of their own each run, far from today's.
          run += 1;
          const days = [addDays("2031-01-01", run * 2), addDays("2031-01-01", run * 2 + 1)];
          const day = (index: number) => days[index] as string;
          const key = (visitor: number) => `run-${run}-${visitor}`;
          const rows = new Map(
            views.map((v) => [
              `${v.day} ${v.visitor} ${v.path} ${v.minute}`,
              {
                day: day(v.day),
                visitor: key(v.visitor),
                path: v.path,
                landing_page: v.path,
                referrer_host: v.referrer,
                utm_source: "",
                utm_medium: "",
                utm_campaign: "",
                device: "desktop" as const,
                minute: v.minute,
              },
            ]),
          );
          if (rows.size > 0)
            await site.app.db
              .insertInto("page_views")
              .values([...rows.values()])
              .execute();
          for (const l of leads) {
            const at = new Date(Date.parse(indiaDayStart(day(l.day))) + l.second * 1000).toISOString();
            await site.app.db
              .insertInto("leads")
              .values({
                id: randomUUID(),
                kind: "feedback",
                lost_reason: null,
                name: "Asha",
                email: "asha@example.com",
                mobile: "",
                summary: "",
                search_text: "",
                visitor: l.visitor === null ? "" : key(l.visitor),
                created_at: at,
                updated_at: at,
              })
              .execute();
          }
          const noon = new Date(Date.parse(indiaDayStart(day(1))) + 12 * 3600 * 1000);
          await rollUp(site.app.db, dialect, { rawDays: 30, now: noon });

          // The plain count: each day's visitors, and of them those with a lead that day.
          let visitors = 0;
          let converted = 0;
          for (const index of [0, 1]) {
            const seen = new Set(views.filter((v) => v.day === index).map((v) => key(v.visitor)));
            const sent = new Set(
              leads.filter((l) => l.day === index && l.visitor !== null).map((l) => key(l.visitor ?? 0)),
            );
            visitors += seen.size;
            converted += [...seen].filter((visitor) => sent.has(visitor)).length;
          }
          const span = { from: day(0), to: day(1) };
          const totals = await totalsOf(site.app.db, span);
          expect(totals).toMatchObject({ visitors, converted });
          expect(totals.rate ?? 0).toBeLessThanOrEqual(1);
          for (const by of ["source", "landing"] as const)
            for (const row of await conversion(site.app.db, by, span, 100)) {
              expect(row.converted).toBeLessThanOrEqual(row.visitors);
              expect(row.rate ?? 0).toBeLessThanOrEqual(1);
            }
        },
      ),
      { numRuns: 20 },
    );
  });
});
