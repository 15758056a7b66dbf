import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { cellText, fontCoverage, pdfFonts } from "./pdf-text.server";

describe("cellText", () => {
  const helvetica = fontCoverage(new PDFDocument({ autoFirstPage: false }).font("Helvetica"));

  it("keeps WinAnsi text as typed and replaces the rest with '?' in a standard font", () => {
    expect(cellText("Zoë D’Souza – €5", helvetica)).toBe("Zoë D’Souza – €5");
    expect(cellText("Привет 北京 🙂", helvetica)).toBe("?????? ?? ?");
  });

  it("drops control and format characters and mends lone surrogates", () => {
    expect(cellText("a\u0000b\u202Ec\u200Dd\ne", helvetica)).toBe("a bcd e");
    expect(cellText("x\uD800y", helvetica)).toBe("x?y");
  });

  it("cuts very long text with an ellipsis", () => {
    const cut = cellText("x".repeat(5000), helvetica);
    expect(Array.from(cut)).toHaveLength(160);
    expect(cut.endsWith("…")).toBe(true);
  });

  // npm test installs DejaVu Sans (fonts-dejavu-core); without it the export uses Helvetica.
  it.skipIf(pdfFonts().regular === "Helvetica")("keeps the scripts DejaVu Sans covers", () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.registerFont("regular", pdfFonts().regular);
    const covers = fontCoverage(doc.font("regular"));
    expect(cellText("Zoë Привет Ωμέγα 🙂", covers)).toBe("Zoë Привет Ωμέγα ?");
  });
});
