import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { median } from "~/lib/charts";
import { indiaDayOf } from "~/lib/india-days";
import { leadKinds } from "~/lib/pipeline";
import { testDialects } from "../../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../../tests/support/in-process";
import { insertSeed, pipelineSeed, type SeededLead } from "../../../../tests/support/pipeline-seed";
import { chartWeeks, defaultPeriod, firstContactTimes, leadsPerWeek, stageFunnel } from "./charts.server";

/** Thursday 2026-03-12, noon in Mumbai. */
const NOW = new Date("2026-03-12T06:30:00.000Z");
const seed = pipelineSeed(NOW);

// Done-when 2 of issue 17 (the figures): 300 seeded leads over 12 weeks with known stages give
// exactly the counts, the funnel and the medians computed here from the seed itself.
describe.each(testDialects)("the admin home's charts on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
    await insertSeed(site.app.db, seed, "Chart");
  });
  afterAll(() => site.close());

  it("has 12 weeks from Monday to Sunday, the current one last", () => {
    const weeks = chartWeeks(NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ from: "2026-03-09", to: "2026-03-15" });
    expect(weeks[0]).toEqual({ from: "2025-12-22", to: "2025-12-28" });
    expect(defaultPeriod(NOW)).toEqual({ from: "2025-12-22", to: "2026-03-12" });
  });

  it("counts the leads of each week by kind", async () => {
    const weeks = await leadsPerWeek(site.app.db, NOW);
    expect(weeks.reduce((sum, week) => sum + week.total, 0)).toBe(300);
    for (const [index, week] of weeks.entries()) {
      const mine = seed.filter((lead) => lead.week === index);
      expect(week.total, week.from).toBe(mine.length);
      for (const kind of leadKinds)
        expect(week.counts[kind], `${week.from} ${kind}`).toBe(
          mine.filter((lead) => lead.kind === kind).length,
        );
    }
    // The seed grows week by week on purpose.
    expect(weeks.map((week) => week.total)).toEqual([3, 6, 10, 15, 19, 22, 28, 31, 35, 40, 44, 47]);
  });

  const funnelOf = (leads: SeededLead[]) => {
    const at = (...stages: string[]) => leads.filter((lead) => stages.includes(lead.stage)).length;
    return [
      { key: "received", count: leads.length },
      { key: "contacted", count: at("contacted", "qualified", "won") },
      { key: "qualified", count: at("qualified", "won") },
      { key: "won", count: at("won") },
      { key: "lost", count: at("lost") },
      { key: "new", count: at("new") },
    ];
  };

  it("draws the funnel of the whole period and of a chosen one", async () => {
    expect(await stageFunnel(site.app.db, defaultPeriod(NOW))).toEqual(funnelOf(seed));
    expect(funnelOf(seed).map((step) => step.count)).toEqual([300, 180, 120, 60, 30, 90]);
    const weeks = chartWeeks(NOW);
    const period = { from: weeks[3]?.from ?? "", to: weeks[5]?.to ?? "" };
    const inPeriod = seed.filter((lead) => lead.week >= 3 && lead.week <= 5);
    expect(await stageFunnel(site.app.db, period)).toEqual(funnelOf(inPeriod));
    // A single day: only the leads of that India day.
    const day = indiaDayOf(seed[0]?.createdAt ?? "");
    const ofDay = seed.filter((lead) => indiaDayOf(lead.createdAt) === day);
    expect((await stageFunnel(site.app.db, { from: day, to: day }))[0]?.count).toBe(ofDay.length);
  });

  it("gives the median time to first contact of each kind and of all", async () => {
    const rows = await firstContactTimes(site.app.db, defaultPeriod(NOW));
    expect(rows.map((row) => row.kind)).toEqual([...leadKinds, null]);
    for (const row of rows) {
      const mine = seed.filter((lead) => row.kind === null || lead.kind === row.kind);
      const hours = mine.flatMap((lead) => (lead.contactHours === null ? [] : [lead.contactHours]));
      expect(row, String(row.kind)).toEqual({
        kind: row.kind,
        contacted: hours.length,
        notContacted: mine.length - hours.length,
        medianHours: median(hours),
      });
    }
    expect(rows.at(-1)).toMatchObject({ contacted: 195, notContacted: 105 });
  });

  it("takes the median of an even count as the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 4])).toBe(4);
    expect(median([1, 4, 9, 10])).toBe(6.5);
  });
});
