import { describe, expect, it } from "vitest";
import { fields, form } from "../../../tests/support/content-fields";
import { documentFromForm } from "./form-data";
import { checkDocument } from "./schema";

describe("checking a document", () => {
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
});
