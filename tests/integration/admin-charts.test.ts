import { beforeAll, describe, expect, it } from "vitest";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { chartWeeks, defaultPeriod, median } from "~/lib/charts";
import { inboxMessages } from "~/lib/inbox-messages";
import { leadKinds, leadKindViews } from "~/lib/lead-kinds";
import { useAdminSite } from "../support/admin-site";
import { parseCsv } from "../support/csv";
import { testDialects } from "../support/databases";
import { inboxSeed, insertSeed } from "../support/inbox-seed";

/** The rows of the table with this caption: each row's header and its cells (text and link). */
function tableRows(html: string, caption: string) {
  const table = new RegExp(`<caption[^>]*>${caption}</caption>(.*?)</table>`, "s").exec(html)?.[1] ?? "";
  const body = /<tbody>(.*)<\/tbody>/s.exec(table)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) => ({
    header: /<th[^>]*>(.*?)<\/th>/s.exec(row[1] ?? "")?.[1] ?? "",
    cells: [...(row[1] ?? "").matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((cell) => ({
      text: (cell[1] ?? "").replace(/<[^>]+>/g, ""),
      href: /href="([^"]+)"/.exec(cell[1] ?? "")?.[1]?.replaceAll("&amp;", "&") ?? null,
    })),
  }));
}

// The charts page (/admin/charts) of a site with 300 seeded leads over
// 12 weeks shows their exact counts, funnel and medians in its tables, draws bars proportional to
// the counts, links every number to the inbox that lists exactly those leads, and downloads the same
// figures as CSV.
describe.each(testDialects)("the charts page on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect);
  const now = new Date();
  const seed = inboxSeed(now);
  let html: string;

  beforeAll(async () => {
    await insertSeed(site.app.db, seed, "Chart");
    const response = await client.request("/admin/charts", { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    html = await response.text();
  }, 60_000);

  const get = async (address: string) => {
    const response = await client.request(address, {
      headers: { cookie: admin.cookie, accept: "text/html" },
    });
    return { status: response.status, text: await response.text() };
  };
  const matching = async (address: string) =>
    Number(/(\d+) leads? match\./.exec((await get(address)).text)?.[1]);

  it("shows the leads of each of the 12 weeks by kind in the table, each figure a link to those leads", async () => {
    const weeks = chartWeeks(defaultPeriod(now));
    const rows = tableRows(html, "Leads per week by kind");
    expect(rows.map((row) => row.header)).toEqual(weeks.map((week) => week.from));
    for (const [index, row] of rows.entries()) {
      const mine = seed.filter((lead) => lead.week === index);
      expect(row.cells.map((cell) => Number(cell.text))).toEqual([
        ...leadKinds.map((kind) => mine.filter((lead) => lead.kind === kind).length),
        mine.length,
      ]);
    }
    expect(rows.map((row) => Number(row.cells.at(-1)?.text))).toEqual([
      3, 6, 10, 15, 19, 22, 28, 31, 35, 40, 44, 47,
    ]);
    // Two of the links, followed: the inbox lists exactly the leads counted.
    const last = rows.at(-1);
    expect(await matching(last?.cells.at(-1)?.href ?? "")).toBe(47);
    const feedback = rows[6]?.cells[0];
    expect(feedback?.href).toBe(`/admin/inbox?kind=feedback&from=${weeks[6]?.from}&to=${weeks[6]?.to}`);
    expect(await matching(feedback?.href ?? "")).toBe(Number(feedback?.text));
  });

  it("draws each week's bar from blocks whose heights are proportional to the counts", () => {
    const svg =
      /<svg[^>]*aria-labelledby="weekly-title weekly-desc"[^>]*>(.*?)<\/svg>/s.exec(html)?.[1] ?? "";
    const weeks = chartWeeks(defaultPeriod(now));
    const heights = new Map<string, number>();
    for (const group of svg.matchAll(/<g data-week="([^"]+)">(.*?)<\/g>/gs))
      for (const rect of (group[2] ?? "").matchAll(/<rect data-kind="([^"]+)"[^>]*height="([\d.]+)"/g))
        heights.set(`${group[1]} ${rect[1]}`, Number(rect[2]));
    let drawn = 0;
    // One lead is the same height everywhere: the busiest week's bar (47 leads) fills the plot.
    const busiest = [...heights]
      .filter(([key]) => key.startsWith(weeks[11]?.from ?? ""))
      .reduce((sum, [, h]) => sum + h, 0);
    const perLead = busiest / 47;
    expect(busiest).toBeCloseTo(232, 1);
    for (const [index, week] of weeks.entries()) {
      for (const kind of leadKinds) {
        const count = seed.filter((lead) => lead.week === index && lead.kind === kind).length;
        const height = heights.get(`${week.from} ${kind}`);
        if (count === 0) expect(height, `${week.from} ${kind}`).toBeUndefined();
        else {
          expect(height, `${week.from} ${kind}`).toBeCloseTo(count * perLead, 1);
          drawn += 1;
        }
      }
    }
    expect(heights.size).toBe(drawn);
    expect(svg).toContain('<title id="weekly-title">');
  });

  it("shows the funnel of the period, each step linking to the leads it counts", async () => {
    const rows = tableRows(html, "Leads of the period by the stage they reached");
    const sales = seed.filter((lead) => leadKindViews[lead.kind].pipeline === "sales");
    const at = (...stages: string[]) => sales.filter((lead) => stages.includes(lead.stage)).length;
    const expected = [
      ["Received", sales.length],
      ["Contacted or further", at("contacted", "qualified", "won")],
      ["Qualified or further", at("qualified", "won")],
      ["Won", at("won")],
      ["Lost", at("lost")],
      ["Still new", at("new")],
    ];
    expect(rows.map((row) => [row.header, Number(row.cells[0]?.text)])).toEqual(expected);
    expect(rows.map((row) => row.cells[1]?.text)).toEqual(
      expected.map(([, count]) => `${Math.round(((count as number) / sales.length) * 100)}%`),
    );
    const { from, to } = defaultPeriod(now);
    expect(rows[1]?.cells[0]?.href).toBe(
      `/admin/inbox?stage=contacted&stage=qualified&stage=won&from=${from}&to=${to}`,
    );
    for (const row of rows.slice(0, 4))
      expect(await matching(row.cells[0]?.href ?? "")).toBe(Number(row.cells[0]?.text));
    // The bars: as long as their counts, Received the longest.
    const svg =
      /<svg[^>]*aria-labelledby="funnel-title funnel-desc"[^>]*>(.*?)<\/svg>/s.exec(html)?.[1] ?? "";
    const widths = [...svg.matchAll(/<rect[^>]*width="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(widths).toHaveLength(6);
    for (const [index, [, count]] of expected.entries())
      expect(widths[index]).toBeCloseTo(((count as number) / sales.length) * (widths[0] ?? 0), 1);
    // The applications' funnel: their own stages, each step one filter of the inbox.
    const hiring = tableRows(html, "Applications of the period by the stage they reached");
    expect(hiring.map((row) => row.header)).toEqual([
      "Received",
      "Screening or further",
      "Interview or further",
      "Offer or further",
      "Hired",
      "Not selected",
      "Still applied",
    ]);
    expect(Number(hiring[0]?.cells[0]?.text)).toBe(300 - sales.length);
    for (const row of hiring)
      expect(await matching(row.cells[0]?.href ?? "")).toBe(Number(row.cells[0]?.text));
  });

  it("shows the median time to first contact of each kind and of all", async () => {
    const rows = tableRows(html, "Median time to first contact by kind");
    expect(rows.map((row) => row.header)).toEqual([
      "Feedback",
      "Need enquiry",
      "Online enquiry",
      "Course enrolment",
      "Upload",
      "Application",
      "Waitlist",
      "Data request",
      "All kinds",
    ]);
    for (const [index, row] of rows.entries()) {
      const kind = leadKinds[index];
      const mine = seed.filter((lead) => !kind || lead.kind === kind);
      const hours = mine.flatMap((lead) => (lead.contactHours === null ? [] : [lead.contactHours]));
      expect(row.cells.map((cell) => cell.text)).toEqual([
        String(hours.length),
        String(mine.length - hours.length),
        `${median(hours)?.toFixed(1)} h`,
      ]);
    }
    expect(
      rows
        .at(-1)
        ?.cells.slice(0, 2)
        .map((cell) => cell.text),
    ).toEqual(["195", "105"]);
    expect(await matching(rows.at(-1)?.cells[1]?.href ?? "")).toBe(105);
  });

  it("downloads the same figures as CSV", async () => {
    const { from, to } = defaultPeriod(now);
    const csv = async (name: string) => {
      const response = await client.request(`/admin/charts/${name}?from=${from}&to=${to}`, {
        headers: { cookie: admin.cookie },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      return parseCsv((await response.text()).replace(/^\uFEFF/, ""));
    };
    const weekly = await csv("leads-per-week.csv");
    expect(weekly[0]).toEqual([
      "Week from",
      "Feedback",
      "Need enquiry",
      "Online enquiry",
      "Course enrolment",
      "Upload",
      "Application",
      "Waitlist",
      "Data request",
      "All kinds",
    ]);
    expect(weekly.slice(1).map((row) => Number(row.at(-1)))).toEqual([
      3, 6, 10, 15, 19, 22, 28, 31, 35, 40, 44, 47,
    ]);
    expect((await csv("funnel.csv")).slice(1).map((row) => [row[0], Number(row[2])])).toEqual([
      ...[263, 158, 104, 52, 26, 79].map((count) => ["Leads", count]),
      ...[37, 22, 16, 8, 8, 4, 11].map((count) => ["Applications", count]),
    ]);
    const firstContact = await csv("first-contact.csv");
    const hours = seed.flatMap((lead) => (lead.contactHours === null ? [] : [lead.contactHours]));
    expect(firstContact.at(-1)).toEqual(["All kinds", "195", "105", median(hours)?.toFixed(1)]);
  });

  it("shows every chart for a chosen period, its CSV links following it, and refuses a period that is no period with 400", async () => {
    const weeks = chartWeeks(defaultPeriod(now));
    const from = weeks[10]?.from ?? "";
    const to = weeks[11]?.to ?? "";
    const chosen = await get(`/admin/charts?from=${from}&to=${to}`);
    expect(chosen.status).toBe(200);
    const received = tableRows(chosen.text, "Leads of the period by the stage they reached")[0];
    expect(Number(received?.cells[0]?.text)).toBe(
      seed.filter((lead) => lead.week >= 10 && leadKindViews[lead.kind].pipeline === "sales").length,
    );
    // The weekly chart shows the period's weeks too.
    const weekly = tableRows(chosen.text, "Leads per week by kind");
    expect(weekly.map((row) => [row.header, Number(row.cells.at(-1)?.text)])).toEqual([
      [from, 44],
      [weeks[11]?.from, 47],
    ]);
    const links = [...chosen.text.matchAll(/<a href="([^"]+\.csv[^"]*)"[^>]*>([^<]*)<\/a>/g)].map((link) => [
      link[1]?.replaceAll("&amp;", "&"),
      link[2],
    ]);
    const text = adminInboxPages.charts;
    expect(links).toEqual([
      [`/admin/charts/leads-per-week.csv?from=${from}&to=${to}`, `Download CSV: ${text.weekly.heading}`],
      [`/admin/charts/funnel.csv?from=${from}&to=${to}`, `Download CSV: ${text.funnel.heading.sales}`],
      [`/admin/charts/funnel.csv?from=${from}&to=${to}`, `Download CSV: ${text.funnel.heading.hiring}`],
      [`/admin/charts/first-contact.csv?from=${from}&to=${to}`, `Download CSV: ${text.firstContact.heading}`],
    ]);
    const csv = await client.request(links[0]?.[0] ?? "", { headers: { cookie: admin.cookie } });
    expect(
      parseCsv(await csv.text())
        .slice(1)
        .map((row) => Number(row.at(-1))),
    ).toEqual([44, 47]);

    for (const [query, message] of [
      ["?from=2026-02-30", inboxMessages.badDate],
      [`?from=${to}&to=${from}`, inboxMessages.badRange],
      ["?from=2024-01-01&to=2025-06-30", inboxMessages.periodTooLong],
    ]) {
      const bad = await get(`/admin/charts${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.text, query).toContain(message);
      const file = await client.request(`/admin/charts/funnel.csv${query}`, {
        headers: { cookie: admin.cookie },
      });
      expect(file.status, query).toBe(400);
      expect(await file.text(), query).toBe(message);
    }
  });

  it("is a page of the admin menu; the admin home links to it and no longer holds the charts", async () => {
    const home = await get("/admin/home");
    expect(home.status).toBe(200);
    const menu = /<nav aria-label="Admin"[^>]*>(.*?)<\/nav>/s.exec(home.text)?.[1] ?? "";
    expect(menu).toContain('href="/admin/charts"');
    expect(home.text).toContain(`href="${adminInboxPages.charts.homeLink.to}"`);
    expect(home.text).not.toContain("Leads per week by kind");
    expect(home.text).not.toContain("Download CSV");
  });
});
