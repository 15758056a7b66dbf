import { describe, expect, it } from "vitest";
import { financialYearOf, GSTIN, receiptNumber } from "./receipts";

describe("receipt numbers", () => {
  it("count in India's financial year, April to March", () => {
    expect(financialYearOf("2027-03-31")).toBe("2026-27");
    expect(financialYearOf("2027-04-01")).toBe("2027-28");
    expect(financialYearOf("2026-12-05")).toBe("2026-27");
    expect(financialYearOf("2099-06-01")).toBe("2099-00");
    expect(receiptNumber("2026-27", 1)).toBe("2026-27/0001");
    expect(receiptNumber("2026-27", 12_345)).toBe("2026-27/12345");
  });

  it("take a GSTIN of 15 characters in its pattern only", () => {
    expect(GSTIN.test("27AAPFU0939F1ZV")).toBe(true);
    for (const wrong of ["27aapfu0939f1zv", "27AAPFU0939F1Z", "27AAPFU0939F1AV", "AAAPFU0939F1ZV1", ""])
      expect(GSTIN.test(wrong), wrong).toBe(false);
  });
});
