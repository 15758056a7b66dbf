import { describe, expect, it } from "vitest";
import { lastDays, previousSpan, rateText, TRAFFIC_PATH, trafficCsv, trafficTables } from "./traffic";

describe("the Traffic page's figures", () => {
  it("writes a conversion rate as a percentage with one decimal, and a dash without visitors", () => {
    expect(rateText(null)).toBe("–");
    expect(rateText(0)).toBe("0.0%");
    expect(rateText(0.1234)).toBe("12.3%");
    expect(rateText(1)).toBe("100.0%");
  });

  it("gives each table a CSV address for its period, under the page's own", () => {
    const span = { from: "2026-11-01", to: "2026-11-30" };
    expect(trafficCsv("conversion-sources", span)).toBe(
      "/admin/traffic/conversion-sources.csv?from=2026-11-01&to=2026-11-30",
    );
    const addresses = trafficTables.map((table) => trafficCsv(table, span));
    expect(new Set(addresses).size).toBe(trafficTables.length);
    for (const address of addresses) expect(address.startsWith(`${TRAFFIC_PATH}/`)).toBe(true);
  });

  it("compares a period with the one of equal length just before it", () => {
    expect(lastDays(30, "2026-12-05")).toEqual({ from: "2026-11-06", to: "2026-12-05" });
    expect(previousSpan({ from: "2026-11-06", to: "2026-12-05" })).toEqual({
      from: "2026-10-07",
      to: "2026-11-05",
    });
    expect(previousSpan({ from: "2026-03-01", to: "2026-03-01" })).toEqual({
      from: "2026-02-28",
      to: "2026-02-28",
    });
  });
});
