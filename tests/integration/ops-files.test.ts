import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { type RunningServer, startServer } from "../support/server";

// The alert rules and the dashboard an operator installs name only metrics the site serves: a
// renamed metric would otherwise leave an alert that never fires and a panel that stays empty.

const TOKEN = "metrics-token-for-the-ops-files-0123456789";

/** Every name selected as `name{…}`: the files select each metric by its job label. */
const selectedMetrics = (text: string) =>
  [...text.matchAll(/([a-zA-Z_:][\w:]*)\{/g)].map(([, name]) => name as string);

const alertsFile = readFileSync("ops/prometheus/alerts.yml", "utf8");
const dashboard = JSON.parse(readFileSync("ops/grafana/site.json", "utf8")) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const dashboardExprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));

/** The sample names /metrics serves, from its `# TYPE` lines (a histogram's three series each). */
function servedNames(text: string) {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name as string);
    if (type === "histogram")
      for (const suffix of ["_bucket", "_count", "_sum"]) names.add(`${name}${suffix}`);
  }
  return names;
}

describe("the alert rules and the dashboard", () => {
  let server: RunningServer;
  let database: TestDatabase;
  let served: Set<string>;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      METRICS_TOKEN: TOKEN,
    });
    const scraped = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    served = servedNames(await scraped.text());
  });

  afterAll(async () => {
    expect(await server.stop()).toBe(0);
    await database.drop();
  });

  it("alert on metrics /metrics serves", () => {
    const names = selectedMetrics(alertsFile);
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(names.filter((name) => !served.has(name))).toEqual([]);
  });

  it("chart leads, errors, latency, outbox depth and disk from metrics /metrics serves", () => {
    for (const expr of dashboardExprs) expect(selectedMetrics(expr).length, expr).toBeGreaterThan(0);
    const names = new Set(dashboardExprs.flatMap(selectedMetrics));
    expect([...names].filter((name) => !served.has(name))).toEqual([]);
    for (const metric of [
      "leads_taken_total",
      "http_request_duration_seconds_count",
      "http_request_duration_seconds_bucket",
      "outbox_mails",
      "data_dir_free_bytes",
    ]) {
      expect(names).toContain(metric);
    }
  });
});
