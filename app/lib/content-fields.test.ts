import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  checkDocument,
  documentFromForm,
  group,
  httpsUrl,
  lines,
  media,
  number,
  optionalEmail,
  phone,
  picturesWithoutAlt,
  text,
} from "./content-fields";

const fields = {
  name: text("Name", { max: 20 }),
  email: optionalEmail("E-mail"),
  phone: phone("Phone"),
  link: httpsUrl("Map link"),
  phrases: lines("Phrases", { maxItems: 3, maxLength: 10 }),
  years: number("Years", { max: 60 }),
  people: group(
    "People",
    2,
    { name: text("Name", { max: 20 }), photo: media("Photo", "image") },
    (item, index) => `${index + 1}. ${String(item.name)}`,
  ),
};

const form = {
  name: " Asha Soft ",
  email: "",
  phone: "+91 22 4000 0000",
  link: "https://www.openstreetmap.org/?q=1",
  phrases: "One\r\n\n  Two  \n",
  years: "2.5",
  "people.0.name": "Meera",
  "people.0.photo.src": "/images/people/founder.svg",
  "people.0.photo.alt": "Portrait of Meera",
  "people.1.name": "Ravi",
  "people.1.photo.src": "/media/00000000-0000-4000-8000-000000000001.webp",
  "people.1.photo.alt": "",
};

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

  it("names each refused field by its dotted path, a picture's text alternative by its own", () => {
    const checked = checkDocument(
      fields,
      documentFromForm(fields, {
        ...form,
        name: "",
        email: "not an address",
        link: "javascript:alert(1)",
        phrases: "far too long a line\nb\nc\nd",
        years: "lots",
        "people.1.name": "x".repeat(21),
        "people.0.photo.src": "https://evil.example/p.png",
        "people.1.photo.alt": "y".repeat(251),
      }),
    );
    expect(checked.ok).toBe(false);
    expect(Object.keys(checked.ok ? {} : checked.fields).sort()).toEqual(
      [
        "email",
        "link",
        "name",
        "people.0.photo",
        "people.1.name",
        "people.1.photo.alt",
        "phrases",
        "years",
      ].sort(),
    );
  });

  it("refuses missing fields and unknown ones", () => {
    const { name: _name, ...without } = form;
    expect(checkDocument(fields, documentFromForm(fields, without))).toMatchObject({
      ok: false,
      fields: { name: "Enter the name." },
    });
    expect(checkDocument(fields, { ...(documentFromForm(fields, form) as object), extra: "x" }).ok).toBe(
      false,
    );
  });

  it("lists the pictures without a text alternative, which publishing refuses", () => {
    const checked = checkDocument(fields, documentFromForm(fields, form));
    expect(checked.ok && picturesWithoutAlt(fields, checked.value)).toEqual(["people.1.photo.alt"]);
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

  test.prop([fc.string()])("keeps only same-site picture addresses", (src) => {
    const checked = checkDocument(fields, documentFromForm(fields, { ...form, "people.0.photo.src": src }));
    if (checked.ok) expect(src).toMatch(/^\/(images|video|media)\//);
  });
});
