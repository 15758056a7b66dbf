import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, isHoneypotFilled } from "./honeypot";

describe("isHoneypotFilled", () => {
  it("is the field named website", () => {
    expect(HONEYPOT_FIELD).toBe("website");
    expect(isHoneypotFilled({ website: "x" })).toBe(true);
  });

  it("lets through a submission whose honeypot is missing, blank or null", () => {
    for (const website of [undefined, null, "", "   ", "\n\t"]) {
      expect(isHoneypotFilled({ name: "Asha", website })).toBe(false);
    }
    expect(isHoneypotFilled({ name: "Asha" })).toBe(false);
  });

  it("catches any text with something other than spaces in it", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.string(), (before, text, after) => {
        fc.pre(text.trim() !== "");
        expect(isHoneypotFilled({ website: `${before}${text}${after}` })).toBe(true);
      }),
    );
  });

  it("catches a JSON client filling it with anything but text", () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== "string" && value !== undefined && value !== null),
        (website) => {
          expect(isHoneypotFilled({ website })).toBe(true);
        },
      ),
    );
    for (const website of [false, 0, [], {}]) expect(isHoneypotFilled({ website })).toBe(true);
  });

  it("looks at no other field", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (values) => {
        fc.pre(!(HONEYPOT_FIELD in values));
        expect(isHoneypotFilled(values)).toBe(false);
      }),
    );
  });
});
