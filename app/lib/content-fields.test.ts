import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  checkDocument,
  choice,
  date,
  documentFromForm,
  flag,
  group,
  httpsUrl,
  lines,
  list,
  media,
  number,
  optionalEmail,
  phone,
  picturesWithoutAlt,
  text,
  textarea,
  valueAt,
} from "./content-fields";
import { messages } from "./messages";

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

describe("each kind of field", () => {
  const refusals = (values: Record<string, unknown>) => {
    const checked = checkDocument(fields, documentFromForm(fields, { ...form, ...values }));
    return checked.ok ? {} : checked.fields;
  };

  it("says what each field is and how it is edited", () => {
    expect(fields.name).toMatchObject({ kind: "text", max: 20, optional: false });
    expect(textarea("About")).toMatchObject({ kind: "textarea", label: "About", max: 2000, optional: false });
    expect(fields.email).toMatchObject({ kind: "email", optional: true, max: 254 });
    expect(fields.phone).toMatchObject({ kind: "phone", optional: false, max: 30 });
    expect(fields.link).toMatchObject({ kind: "url", optional: false, max: 500 });
    expect(checkDocument({ about: textarea("About") }, { about: "x".repeat(2001) })).toEqual({
      ok: false,
      fields: { about: messages.field.tooLong(2000) },
    });
  });

  it("asks for each missing text by its label", () => {
    expect(refusals({ name: " ", phone: "", link: "" })).toEqual({
      name: "Enter the name.",
      phone: "Enter the phone number.",
      link: "Enter the link.",
    });
  });

  it("takes a phone number as people write it, and nothing else", () => {
    for (const phone of ["022-4000 0000", "+91 (22) 4000-0000", "123456"])
      expect(refusals({ phone })).toEqual({});
    for (const phone of ["12345", "+ 91 22 4000", "phone 4000 0000", "022 4000 0000 ext"])
      expect(refusals({ phone })).toEqual({
        phone: "Enter a phone number: digits, spaces, brackets and dashes.",
      });
  });

  it("takes an e-mail address or nothing, and only https links", () => {
    expect(refusals({ email: "hello@example.in" })).toEqual({});
    expect(refusals({ email: "hello" })).toEqual({ email: messages.field.emailInvalid });
    for (const link of ["http://example.in", "not a link", "ftp://example.in/x"])
      expect(refusals({ link })).toEqual({ link: "Enter a link starting with https://." });
  });

  it("counts the lines of a list and their length", () => {
    expect(refusals({ phrases: " \n\n" })).toEqual({ phrases: "Write at least one line." });
    expect(refusals({ phrases: "a\nb\nc\nd" })).toEqual({ phrases: "Write at most 3 lines." });
    expect(refusals({ phrases: "eleven char" })).toEqual({ phrases: "Keep each line to 10 characters." });
    const two = { phrases: lines("Phrases", { minItems: 2 }) };
    expect(checkDocument(two, documentFromForm(two, { phrases: "one" }))).toEqual({
      ok: false,
      fields: { phrases: "Write at least 2 lines." },
    });
    expect(checkDocument(two, documentFromForm(two, { phrases: ["one", "two"] }))).toEqual({
      ok: true,
      value: { phrases: ["one", "two"] },
    });
  });

  it("reads a number, and asks for one when the field is blank or not a number", () => {
    for (const years of ["", " ", "lots"])
      expect(refusals({ years })).toEqual({ years: "Enter the years as a number." });
    expect(
      checkDocument({ years: fields.years }, documentFromForm({ years: fields.years }, { years: 12 })),
    ).toEqual({
      ok: true,
      value: { years: 12 },
    });
  });

  it("takes a picture uploaded here or one of the site's own, never one elsewhere or up a folder", () => {
    for (const src of [
      "https://evil.example/p.png",
      "/images/../../etc/passwd.png",
      "/media/x.webp",
      "/images/a.gif",
    ])
      expect(refusals({ "people.0.photo.src": src })).toEqual({
        "people.0.photo": "Choose a file uploaded here.",
      });
    const { "people.0.photo.src": _src, ...withoutSrc } = form;
    expect(checkDocument(fields, documentFromForm(fields, withoutSrc))).toEqual({
      ok: false,
      fields: { "people.0.photo": "Choose a file." },
    });
    expect(refusals({ "people.1.photo.alt": "y".repeat(251) })).toEqual({
      "people.1.photo.alt": messages.field.tooLong(250),
    });
  });

  it("leaves out a picture the form does not name, and files what concerns the whole document under form", () => {
    const { "people.0.photo.src": _src, "people.0.photo.alt": _alt, ...withoutPhoto } = form;
    const document = documentFromForm(fields, withoutPhoto) as { people: Record<string, unknown>[] };
    expect(document.people[0]).toEqual({ name: "Meera" });
    expect(checkDocument(fields, { ...(documentFromForm(fields, form) as object), extra: "x" })).toEqual({
      ok: false,
      fields: { form: expect.any(String) },
    });
    const checked = checkDocument(fields, documentFromForm(fields, form));
    const value = checked.ok ? checked.value : undefined;
    expect(checkDocument(fields, { ...value, people: value?.people.slice(0, 1) })).toEqual({
      ok: false,
      fields: { people: "Keep all 2." },
    });
  });
});

describe("valueAt", () => {
  it("follows a dotted path, and gives undefined where it leads nowhere", () => {
    const document = { people: [{ photo: { alt: "Meera" } }], name: null };
    expect(valueAt(document, "people.0.photo.alt")).toBe("Meera");
    expect(valueAt(document, "people.1.photo")).toBeUndefined();
    expect(valueAt(document, "name.first")).toBeUndefined();
    expect(valueAt(document, "people.0.photo.alt.length")).toBeUndefined();
  });
});

describe("picturesWithoutAlt", () => {
  it("lists pictures with a blank or no text alternative, and no videos", () => {
    const withVideo = { ...fields, clip: media("Clip", "video") };
    const document = {
      people: [{ name: "Meera", photo: { src: "/images/a.png", alt: "  " } }],
      clip: { src: "/video/a.mp4", alt: "" },
    };
    expect(picturesWithoutAlt(withVideo, document)).toEqual(["people.0.photo.alt", "people.1.photo.alt"]);
  });
});

describe("a list, a choice, a flag and a date", () => {
  const listFields = {
    mode: choice("Mode", [
      { value: "online", label: "Online" },
      { value: "classroom", label: "Classroom" },
    ]),
    items: list(
      "Courses",
      { minItems: 1, maxItems: 3, addLabel: "Add a course" },
      {
        name: text("Name", { max: 20 }),
        fee: number("Fee", { positive: true, max: 1000, step: 1 }),
        open: flag("Open"),
        starts: date("Starts", { optional: true }),
        ends: date("Ends"),
      },
      (item, index) => `${index + 1}. ${String(item.name ?? "")}`,
    ),
  };
  const item = (index: number, extra: Record<string, string> = {}) => ({
    [`items.${index}.name`]: `Course ${index}`,
    [`items.${index}.fee`]: "100",
    [`items.${index}.starts`]: "",
    [`items.${index}.ends`]: "2027-02-28",
    ...extra,
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

  it("refuses a fee of zero or below, a day that does not exist, a choice not offered and too few items", () => {
    const refused = checkDocument(
      listFields,
      documentFromForm(listFields, {
        mode: "elsewhere",
        ...item(0, { "items.0.fee": "0", "items.0.ends": "2027-02-30" }),
        ...item(1, { "items.1.fee": "-5" }),
      }),
    );
    expect(refused).toEqual({
      ok: false,
      fields: {
        mode: "Choose the mode.",
        "items.0.fee": "Enter the fee as a number above zero.",
        "items.0.ends": "Enter the ends as a date.",
        "items.1.fee": "Enter the fee as a number above zero.",
      },
    });
    expect(checkDocument(listFields, documentFromForm(listFields, { mode: "online" }))).toMatchObject({
      ok: false,
      fields: { items: "Keep at least 1." },
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
