import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UPI_ID, upiPayLink } from "./upi";

describe("upiPayLink", () => {
  it("writes NPCI's link: the payee, rupees with paise, INR and the reference as the note", () => {
    const link = upiPayLink("mumbaisoft@okaxis", "Mumbai Soft & Co", 18_000, "ENR-1A2B3C4D");
    expect(link).toBe(
      "upi://pay?pa=mumbaisoft@okaxis&pn=Mumbai%20Soft%20%26%20Co&am=18000.00&cu=INR&tn=ENR-1A2B3C4D",
    );
    const params = new URL(link).searchParams;
    expect(Number(params.get("am"))).toBe(18_000);
    expect(params.get("pn")).toBe("Mumbai Soft & Co");
    expect(params.get("tn")).toBe("ENR-1A2B3C4D");
  });
});

describe("UPI_ID", () => {
  it.each(["mumbaisoft@okaxis", "asha.rao-2@ybl", "98200123@paytm"])("takes %s", (id) => {
    expect(UPI_ID.test(id)).toBe(true);
  });

  it.each(["mumbaisoft", "@okaxis", "a@", "asha rao@ybl", "asha@ok axis", "asha@@ybl", "asha@ybl&am=1"])(
    "refuses %s",
    (id) => {
      expect(UPI_ID.test(id)).toBe(false);
    },
  );

  it("refuses anything without exactly one @", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if ((text.match(/@/g) ?? []).length !== 1) expect(UPI_ID.test(text)).toBe(false);
      }),
    );
  });
});
