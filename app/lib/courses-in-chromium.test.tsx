import { describe, expect, it } from "vitest";
import { formatBatchDate, formatFee } from "./courses";

// The server renders the course form's fees and dates and the browser hydrates them: both must
// write them alike. unit/courses.test.ts checks Node's ICU; this file runs in Chromium's.
describe("fees and batch dates in Chromium", () => {
  it("writes dollars and rupees as Node does, the rupees grouped the Indian way", () => {
    expect(formatFee(2000, "USD")).toBe("$2,000");
    expect(formatFee(100_000, "USD")).toBe("$100,000");
    expect(formatFee(2000, "INR")).toBe("₹2,000");
    expect(formatFee(100_000, "INR")).toBe("₹1,00,000");
    expect(formatFee(12_345_678, "INR")).toBe("₹1,23,45,678");
  });

  it("writes a batch's day as Node does", () => {
    expect(formatBatchDate("2027-01-10")).toBe("10 January 2027");
  });
});
