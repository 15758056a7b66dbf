import { describe, expect, it } from "vitest";
import { attachment } from "./upload-download.server";

describe("attachment", () => {
  it("keeps a plain ASCII name as it is, in both forms", () => {
    expect(attachment("cv.pdf")).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
  });

  it("gives non-ASCII names an ASCII fallback and the exact name in filename*", () => {
    const header = attachment("résumé नमस्ते.pdf");
    expect(header).toMatch(/^attachment; filename="r_sum_ _+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("''")[1] ?? "")).toBe("résumé नमस्ते.pdf");
  });

  it("keeps quotes, backslashes and semicolons out of the fallback and encodes RFC 5987's reserved characters", () => {
    const header = attachment(`a"b\\c;d'(e)*.txt`);
    expect(header).toContain(`filename="a_b_c_d'(e)*.txt"`);
    expect(header).toContain("filename*=UTF-8''a%22b%5Cc%3Bd%27%28e%29%2A.txt");
  });

  it("falls back to 'download' when nothing printable is left", () => {
    expect(attachment("नमस्ते")).toMatch(/^attachment; filename="_+"/);
    expect(attachment("")).toBe(`attachment; filename="download"; filename*=UTF-8''`);
  });
});
