import { describe, expect, it } from "vitest";
import { rosterTexts } from "~/content/pages/admin-batches";
import { readPdf } from "../../../tests/support/pdf";
import type { RosterLine } from "../courses/roster.server";
import { rosterPdf } from "./roster-pdf.server";

const trainee = (n: number): RosterLine => ({
  name: `Trainee ${String(n).padStart(3, "0")}`,
  mobile: `98200${String(n).padStart(5, "0")}`,
  email: `trainee${n}@example.com`,
  enrolledAt: "2027-01-02T04:30:00.000Z",
  paid: "unpaid",
});

describe("rosterPdf", () => {
  it("prints every trainee once, over as many pages as they need, each page headed and numbered", async () => {
    const lines = Array.from({ length: 70 }, (_, index) => trainee(index + 1));
    const roster = { key: "rust", course: "Rust", startsOn: "2027-03-06", batch: null, lines };
    const pdf = readPdf(await rosterPdf(roster, new Date("2027-03-01T00:00:00Z")));
    expect(pdf.pages).toBeGreaterThan(1);
    const printed = pdf.pageTexts.flatMap((page) => page.match(/Trainee \d{3}/g) ?? []);
    expect(printed).toEqual(lines.map((line) => line.name));
    pdf.pageTexts.forEach((page, index) => {
      expect(page).toContain(rosterTexts.heading("Rust"));
      expect(page).toContain(rosterTexts.page(index + 1));
    });
    // The columns hold the whole time and payment state, not cut short.
    expect(pdf.pageTexts[0]).toContain("2027-01-02 10:00 IST");
    expect(pdf.pageTexts[0]).toContain(rosterTexts.paid.unpaid);
  });

  it("says so when no trainee holds a seat", async () => {
    const roster = { key: "rust", course: "Rust", startsOn: "", batch: null, lines: [] };
    const pdf = readPdf(await rosterPdf(roster, new Date()));
    expect(pdf.pages).toBe(1);
    expect(pdf.pageTexts[0]).toContain(rosterTexts.empty);
  });
});
