import { describe, expect, it } from "vitest";
import { fields, form } from "../../../tests/support/content-fields";
import { media } from "./fields";
import { documentFromForm } from "./form-data";
import { checkDocument } from "./schema";
import { picturesWithoutAlt, valueAt } from "./walk";

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

  it("lists the pictures without a text alternative, which publishing refuses", () => {
    const checked = checkDocument(fields, documentFromForm(fields, form));
    expect(checked.ok && picturesWithoutAlt(fields, checked.value)).toEqual(["people.1.photo.alt"]);
  });
});
