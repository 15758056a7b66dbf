import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { employeesFields, profileFields } from "~/content/area-fields";
import { lines, text } from "./content-fields/fields";
import { documentFromForm } from "./content-fields/form-data";
import { fieldName } from "./content-fields/walk";
import { limitBand, measure } from "./content-limits";

const name = text("Company name", { max: 80 });
const phrases = lines("Typed headline", { maxItems: 3, maxLength: 12 });

// What the editor counts and what the server refuses come from one definition: they must agree.
describe("an editor field's count", () => {
  test.prop([fc.string({ maxLength: 120 })])(
    "is over the limit exactly when the field's schema refuses the text for its length",
    (typed) => {
      // The form sends what the field holds; the server reads it as the form reader does.
      const sent = documentFromForm({ name }, { name: typed }).name;
      const count = measure({ kind: "chars", max: name.max }, typed);
      const refused = !name.schema.safeParse(sent).success;
      const empty = typed.trim() === "";
      expect(limitBand(count) === "over").toBe(refused && !empty);
    },
  );

  test.prop([fc.array(fc.string({ maxLength: 16 }), { maxLength: 6 }).map((rows) => rows.join("\n"))])(
    "counts a lines field's lines and longest line as its schema does",
    (typed) => {
      const sent = documentFromForm({ phrases }, { phrases: typed }).phrases;
      const count = measure(
        { kind: "lines", maxItems: phrases.maxItems, maxLength: phrases.maxLength },
        typed,
      );
      const parsed = phrases.schema.safeParse(sent);
      const tooMany = count.kind === "lines" && count.lines > phrases.maxItems;
      const tooLong = count.kind === "lines" && count.longest > phrases.maxLength;
      expect(limitBand(count) === "over").toBe(tooMany || tooLong);
      if (tooMany || tooLong) expect(parsed.success).toBe(false);
    },
  );

  it("counts a text area's line break as one character, whichever way the browser sent it", () => {
    const address = documentFromForm(profileFields, { address: "12 Hill Road\r\nBandra" }).address;
    expect(address).toBe("12 Hill Road\nBandra");
    expect(measure({ kind: "chars", max: 300 }, "12 Hill Road\nBandra")).toMatchObject({ used: 19 });
  });

  it("is near the limit within ten characters of it, and over it past it", () => {
    const band = (used: number) => limitBand({ kind: "chars", used, max: 80 });
    expect([band(0), band(69), band(70), band(80), band(81)]).toEqual([
      "within",
      "within",
      "near",
      "near",
      "over",
    ]);
  });
});

describe("fieldName", () => {
  it("names a field of a group by its item's heading in the editor", () => {
    const document = { members: [{ role: "UI/UX designer" }, { role: "Architect" }] };
    expect(fieldName(employeesFields, document, "members.1.photo")).toBe("2. Architect: Photo");
    expect(fieldName(profileFields, {}, "name")).toBe("Company name");
  });
});
