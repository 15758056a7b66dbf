import { describe, expect, it } from "vitest";
import { rateText, TRAFFIC_PATH, trafficCsv, trafficPeriods, trafficTables } from "./traffic";

describe("the Traffic page's figures", () => {
  it("writes a conversion rate as a percentage with one decimal, and a dash without visitors", () => {
    expect(rateText(null)).toBe("–");
    expect(rateText(0)).toBe("0.0%");
    expect(rateText(0.1234)).toBe("12.3%");
    expect(rateText(1)).toBe("100.0%");
  });

  it("gives each table a CSV address for each period, under the page's own", () => {
    expect(trafficCsv("conversion-sources", 90)).toBe("/admin/traffic/conversion-sources.csv?days=90");
    const addresses = trafficTables.flatMap((table) => trafficPeriods.map((days) => trafficCsv(table, days)));
    expect(new Set(addresses).size).toBe(trafficTables.length * trafficPeriods.length);
    for (const address of addresses) expect(address.startsWith(`${TRAFFIC_PATH}/`)).toBe(true);
  });
});
