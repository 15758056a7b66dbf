import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { fields, form, item, listFields } from "../../../tests/support/content-fields";
import { documentFromForm } from "./form-data";
import { checkDocument } from "./schema";

describe("an editor's form", () => {
  it("becomes the document its fields describe: lines split, numbers read, groups rebuilt, text trimmed", () => {
    const checked = checkDocument(fields, documentFromForm(fields, form));
    expect(checked).toEqual({
      ok: true,
      value: {
        name: "Asha Soft",
        email: "",
        phone: "+91 22 4000 0000",
        link: "https://www.openstreetmap.org/?q=1",
        phrases: ["One", "Two"],
        years: 2.5,
        people: [
          { name: "Meera", photo: { src: "/images/people/founder.svg", alt: "Portrait of Meera" } },
          {
            name: "Ravi",
            photo: { src: "/media/00000000-0000-4000-8000-000000000001.webp", alt: "" },
          },
        ],
      },
    });
  });

  test.prop([
    fc.dictionary(fc.string({ maxLength: 30 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
  ])("checks any form without throwing, and accepts only what fits every field", (values) => {
    const checked = checkDocument(fields, documentFromForm(fields, { ...form, ...values }));
    if (checked.ok) {
      expect(checked.value.name.length).toBeGreaterThan(0);
      expect(checked.value.name.length).toBeLessThanOrEqual(20);
      expect(checked.value.people).toHaveLength(2);
    } else {
      expect(Object.keys(checked.fields).length).toBeGreaterThan(0);
    }
  });

  it("rebuilds as many items as the form sent, an unticked box as false and an empty optional date as empty", () => {
    const document = documentFromForm(listFields, {
      mode: "classroom",
      ...item(0, { "items.0.open": "on", "items.0.starts": "2027-01-04" }),
      ...item(1),
    });
    expect(checkDocument(listFields, document)).toEqual({
      ok: true,
      value: {
        mode: "classroom",
        items: [
          { name: "Course 0", fee: 100, open: true, starts: "2027-01-04", ends: "2027-02-28" },
          { name: "Course 1", fee: 100, open: false, starts: "", ends: "2027-02-28" },
        ],
      },
    });
  });

  test.prop([fc.nat({ max: 1_000_000_000 })])(
    "never builds more items than the list's most, whatever index is sent",
    (index) => {
      const document = documentFromForm(listFields, { mode: "online", [`items.${index}.name`]: "x" });
      expect((document.items as unknown[]).length).toBe(index < 3 ? index + 1 : 0);
    },
  );
});
