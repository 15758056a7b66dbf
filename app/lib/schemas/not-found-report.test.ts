import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validate } from "../validation";
import { notFoundReportSchema } from "./not-found-report";

const report = (value: unknown) => validate(notFoundReportSchema, value);

describe("notFoundReportSchema", () => {
  it("takes the path and the referrer, trimmed", () => {
    expect(report({ path: " /old-page ", referrer: " https://example.in/ " })).toEqual({
      ok: true,
      value: { path: "/old-page", referrer: "https://example.in/" },
    });
    expect(report({ path: "/old-page" })).toEqual({ ok: true, value: { path: "/old-page" } });
  });

  it("takes paths and referrers up to 2048 characters", () => {
    const long = `/${"a".repeat(2047)}`;
    expect(report({ path: long, referrer: ` ${long} ` })).toEqual({
      ok: true,
      value: { path: long, referrer: long },
    });
  });

  it("refuses a missing, blank or non-text path", () => {
    for (const path of [undefined, null, "", "   ", 42, ["/a"]]) {
      expect(report({ path })).toEqual({ ok: false, fields: { path: "The path is required." } });
    }
  });

  it("refuses a path or referrer over 2048 characters", () => {
    const long = `/${"a".repeat(2048)}`;
    expect(report({ path: long })).toEqual({ ok: false, fields: { path: "The path is too long." } });
    expect(report({ path: "/a", referrer: long })).toEqual({
      ok: false,
      fields: { referrer: "The referrer is too long." },
    });
  });

  it("keeps only the path and referrer of whatever a client sends", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.anything()),
        fc.string({ minLength: 1, maxLength: 100 }),
        (extra, path) => {
          fc.pre(path.trim() !== "");
          const result = report({ ...extra, path, referrer: undefined });
          expect(result).toEqual({ ok: true, value: { path: path.trim() } });
        },
      ),
    );
  });
});
