import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { fields, form, item, listFields } from "../../../tests/support/content-fields";
import { messages } from "../messages";
import { lines, textarea } from "./fields";
import { documentFromForm } from "./form-data";
import { checkDocument } from "./schema";

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

  test.prop([fc.string()])("keeps only same-site picture addresses", (src) => {
    const checked = checkDocument(fields, documentFromForm(fields, { ...form, "people.0.photo.src": src }));
    if (checked.ok) expect(src).toMatch(/^\/(images|video|media)\//);
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
});
