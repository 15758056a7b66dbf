import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminInboxPages, stageLabels } from "~/content/pages/admin-inbox";
import { chartWeeks, defaultPeriod, median } from "~/lib/charts";
import { indiaDayOf } from "~/lib/india-days";
import { leadKinds, leadKindViews, type PipelineName, pipelineNames } from "~/lib/lead-kinds";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { inboxSeed, insertSeed, type SeededLead } from "../../../tests/support/inbox-seed";
import { firstContactTimes, leadsPerWeek, stageFunnels } from "./charts.server";
import { chartCsv, isChartFile } from "./charts-csv.server";

/** Thursday 2026-03-12, noon in Mumbai. */
const NOW = new Date("2026-03-12T06:30:00.000Z");
const seed = inboxSeed(NOW);

// 300 seeded leads over 12 weeks with known stages give
// exactly the counts, the funnel and the medians computed here from the seed itself.
describe.each(testDialects)("the charts on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
    await insertSeed(site.app.db, seed, "Chart");
  });
  afterAll(() => site.close());

  it("has 12 weeks from Monday to Sunday by default, the current one last, up to today", () => {
    const weeks = chartWeeks(defaultPeriod(NOW));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ from: "2026-03-09", to: "2026-03-12" });
    expect(weeks[0]).toEqual({ from: "2025-12-22", to: "2025-12-28" });
    expect(defaultPeriod(NOW)).toEqual({ from: "2025-12-22", to: "2026-03-12" });
  });

  it("cuts the first and the last week of a chosen period to it", () => {
    expect(chartWeeks({ from: "2026-03-04", to: "2026-03-10" })).toEqual([
      { from: "2026-03-04", to: "2026-03-08" },
      { from: "2026-03-09", to: "2026-03-10" },
    ]);
    expect(chartWeeks({ from: "2026-03-10", to: "2026-03-10" })).toEqual([
      { from: "2026-03-10", to: "2026-03-10" },
    ]);
  });

  it("counts the leads of a period within one week, and of weeks cut to the period", async () => {
    const inWeek = (week: number) => seed.filter((lead) => lead.week === week).length;
    const last = await leadsPerWeek(site.app.db, { from: "2026-03-09", to: "2026-03-12" });
    expect(last.map((week) => week.total)).toEqual([inWeek(11)]);
    const two = await leadsPerWeek(site.app.db, { from: "2026-03-02", to: "2026-03-12" });
    expect(two.map((week) => week.total)).toEqual([inWeek(10), inWeek(11)]);
  });

  it("counts the leads of each week by kind", async () => {
    const weeks = await leadsPerWeek(site.app.db, defaultPeriod(NOW));
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

  const funnelOf = (leads: SeededLead[], pipeline: PipelineName) => {
    const mine = leads.filter((lead) => leadKindViews[lead.kind].pipeline === pipeline);
    const at = (...stages: string[]) => mine.filter((lead) => stages.includes(lead.stage)).length;
    return pipeline === "sales"
      ? [
          { key: "received", count: mine.length },
          { key: "contacted", count: at("contacted", "qualified", "won") },
          { key: "qualified", count: at("qualified", "won") },
          { key: "won", count: at("won") },
          { key: "lost", count: at("lost") },
          { key: "still", count: at("new") },
        ]
      : [
          { key: "received", count: mine.length },
          { key: "screening", count: at("screening", "interview", "offer", "hired") },
          { key: "interview", count: at("interview", "offer", "hired") },
          { key: "offer", count: at("offer", "hired") },
          { key: "hired", count: at("hired") },
          { key: "not_selected", count: at("not_selected") },
          { key: "still", count: at("applied") },
        ];
  };
  const funnelsOf = (leads: SeededLead[]) =>
    pipelineNames.map((pipeline) => ({ pipeline, steps: funnelOf(leads, pipeline) }));

  it("draws a funnel per pipeline, of the whole period and of a chosen one", async () => {
    expect(await stageFunnels(site.app.db, defaultPeriod(NOW))).toEqual(funnelsOf(seed));
    const [sales, hiring] = funnelsOf(seed);
    expect(sales?.steps.map((step) => step.count)).toEqual([263, 158, 104, 52, 26, 79]);
    expect(hiring?.steps.map((step) => step.count)).toEqual([37, 22, 16, 8, 8, 4, 11]);
    const weeks = chartWeeks(defaultPeriod(NOW));
    const period = { from: weeks[3]?.from ?? "", to: weeks[5]?.to ?? "" };
    const inPeriod = seed.filter((lead) => lead.week >= 3 && lead.week <= 5);
    expect(await stageFunnels(site.app.db, period)).toEqual(funnelsOf(inPeriod));
    // A single day: only the leads of that India day.
    const day = indiaDayOf(seed[0]?.createdAt ?? "");
    const ofDay = seed.filter((lead) => indiaDayOf(lead.createdAt) === day);
    const funnels = await stageFunnels(site.app.db, { from: day, to: day });
    expect(funnels.reduce((sum, funnel) => sum + (funnel.steps[0]?.count ?? 0), 0)).toBe(ofDay.length);
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

  /** A CSV download's rows, its BOM checked and its cells unquoted (none of these holds a quote). */
  const rowsOf = (csv: string) => {
    expect(csv.startsWith("\uFEFF")).toBe(true);
    return csv
      .slice(1)
      .split("\r\n")
      .filter(Boolean)
      .map((line) => line.split(",").map((cell) => cell.slice(1, -1)));
  };

  it("downloads each chart as CSV with the figures of its table", async () => {
    const { db } = site.app;
    const period = defaultPeriod(NOW);
    const weekly = rowsOf(await chartCsv({ db }, "leads-per-week.csv", period));
    const text = adminInboxPages.charts;
    expect(weekly[0]).toEqual([
      text.weekly.week,
      ...leadKinds.map((kind) => leadKindViews[kind].label),
      text.weekly.total,
    ]);
    expect(weekly.slice(1)).toEqual(
      (await leadsPerWeek(db, period)).map((week) => [
        week.from,
        ...leadKinds.map((kind) => String(week.counts[kind])),
        String(week.total),
      ]),
    );
    const funnel = rowsOf(await chartCsv({ db }, "funnel.csv", period));
    expect(funnel[0]).toEqual([text.funnel.pipeline, text.funnel.step, text.funnel.leads]);
    expect(funnel.slice(1).map((row) => row[2])).toEqual(
      pipelineNames.flatMap((pipeline) => funnelOf(seed, pipeline).map((step) => String(step.count))),
    );
    expect(funnel.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ["Leads", text.funnel.received],
      ["Leads", `${stageLabels.contacted} or further`],
      ["Leads", `${stageLabels.qualified} or further`],
      ["Leads", stageLabels.won],
      ["Leads", stageLabels.lost],
      ["Leads", text.funnel.still.sales],
      ["Applications", text.funnel.received],
      ["Applications", "Screening or further"],
      ["Applications", "Interview or further"],
      ["Applications", "Offer or further"],
      ["Applications", "Hired"],
      ["Applications", "Not selected"],
      ["Applications", "Still applied"],
    ]);
    const times = rowsOf(await chartCsv({ db }, "first-contact.csv", period));
    const figures = await firstContactTimes(db, period);
    expect(times.slice(1)).toEqual(
      figures.map((row) => [
        row.kind ? leadKindViews[row.kind].label : text.firstContact.all,
        String(row.contacted),
        String(row.notContacted),
        row.medianHours === null ? "" : row.medianHours.toFixed(1),
      ]),
    );
    // A period without leads has no median: its cells stay empty.
    const empty = rowsOf(
      await chartCsv({ db }, "first-contact.csv", { from: "2020-01-01", to: "2020-01-02" }),
    );
    expect(empty.slice(1).map((row) => row.slice(1))).toEqual(figures.map(() => ["0", "0", ""]));
  });

  it("knows the three chart files by name and no other", () => {
    for (const name of ["leads-per-week.csv", "funnel.csv", "first-contact.csv"])
      expect(isChartFile(name)).toBe(true);
    for (const name of ["toString", "constructor", "funnel", "leads.csv", ""])
      expect(isChartFile(name)).toBe(false);
  });

  it("takes the median of an even count as the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 4])).toBe(4);
    expect(median([1, 4, 9, 10])).toBe(6.5);
  });
});
