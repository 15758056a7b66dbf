import { describe, expect, it } from "vitest";
import { validate } from "../validation";
import { uploadFieldsSchema } from "./upload";

describe("uploadFieldsSchema", () => {
  it("takes an enquiry id of up to 100 characters and passes other fields through", () => {
    const enquiryId = "e".repeat(100);
    expect(validate(uploadFieldsSchema, { enquiryId, website: "" })).toEqual({
      ok: true,
      value: { enquiryId, website: "" },
    });
    expect(validate(uploadFieldsSchema, {})).toEqual({ ok: true, value: {} });
  });

  it("refuses an enquiry id that is too long or not text", () => {
    for (const enquiryId of ["e".repeat(101), 7, ["a"]]) {
      const result = validate(uploadFieldsSchema, { enquiryId });
      expect(result.ok ? null : Object.keys(result.fields)).toEqual(["enquiryId"]);
    }
  });
});
