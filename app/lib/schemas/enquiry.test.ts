import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { validate } from "../validation";
import { courseSelections, needEnquirySchema, needSelections, onlineEnquirySchema } from "./enquiry";

const need = {
  selection: "WebDevelopment",
  name: "Ravi Kumar",
  mobile: "9876543210",
  email: "ravi@example.com",
};
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("need enquiry", () => {
  it("accepts the required fields and leaves the optional ones undefined", () => {
    expect(validate(needEnquirySchema, need)).toEqual({
      ok: true,
      value: { ...need, otherComment: undefined, generalComment: undefined, uploadIds: undefined },
    });
  });

  it("drops fields it does not know", () => {
    const result = validate(needEnquirySchema, { ...need, id: "forged", status: "handled", website: "" });
    expect(result.ok && Object.keys(result.value).sort()).toEqual(["email", "mobile", "name", "selection"]);
  });

  it.each(needSelections)("accepts the selection %s", (selection) => {
    expect(validate(needEnquirySchema, { ...need, selection }).ok).toBe(true);
  });

  it.each([undefined, ""])("takes the enquiry without a selection (%j)", (selection) => {
    const result = validate(needEnquirySchema, { ...need, selection });
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.selection).toBeUndefined();
  });

  it.each(["Hacking", "OnlineCertification", 3, null])("refuses the selection %j", (selection) => {
    expect(validate(needEnquirySchema, { ...need, selection })).toEqual({
      ok: false,
      fields: { selection: messages.field.selectionInvalid },
    });
  });

  it("names every missing required field", () => {
    expect(validate(needEnquirySchema, {})).toEqual({
      ok: false,
      fields: {
        name: messages.field.nameRequired,
        mobile: messages.field.mobileRequired,
        email: messages.field.emailRequired,
      },
    });
  });

  it("refuses an invalid mobile and e-mail with their messages", () => {
    expect(validate(needEnquirySchema, { ...need, mobile: "abc", email: "ravi@" })).toEqual({
      ok: false,
      fields: { mobile: messages.field.mobileInvalid, email: messages.field.emailInvalid },
    });
  });

  it("bounds the comments", () => {
    expect(
      validate(needEnquirySchema, {
        ...need,
        otherComment: "o".repeat(2001),
        generalComment: "g".repeat(5001),
      }),
    ).toEqual({
      ok: false,
      fields: { otherComment: messages.field.tooLong(2000), generalComment: messages.field.tooLong(5000) },
    });
  });

  it("reads uploadIds as a list or as a form's comma-separated text", () => {
    const list = validate(needEnquirySchema, { ...need, uploadIds: [uuid(1), uuid(2)] });
    expect(list.ok && list.value.uploadIds).toEqual([uuid(1), uuid(2)]);
    const text = validate(needEnquirySchema, { ...need, uploadIds: `${uuid(1)},${uuid(2)},` });
    expect(text.ok && text.value.uploadIds).toEqual([uuid(1), uuid(2)]);
    const none = validate(needEnquirySchema, { ...need, uploadIds: "" });
    expect(none.ok && none.value.uploadIds).toEqual([]);
  });

  it.each([
    [["not-a-uuid"], "Unknown upload."],
    ["x'; drop table uploads; --", "Unknown upload."],
    [42, "Unknown upload."],
    [Array.from({ length: 11 }, (_, n) => uuid(n)), "Too many uploads."],
  ])("refuses uploadIds %j", (uploadIds, message) => {
    expect(validate(needEnquirySchema, { ...need, uploadIds })).toEqual({
      ok: false,
      fields: { uploadIds: message },
    });
  });
});

describe("online enquiry", () => {
  const online = { ...need, selection: "OnlineCertification", courseSelection: "Java" };

  it.each(courseSelections)("keeps the course %s for the certification", (courseSelection) => {
    const result = validate(onlineEnquirySchema, { ...online, courseSelection });
    expect(result.ok && result.value.courseSelection).toBe(courseSelection);
  });

  it.each([undefined, "", "Cobol", 7])(
    "asks for a course for the certification when it is %j",
    (courseSelection) => {
      expect(validate(onlineEnquirySchema, { ...online, courseSelection })).toEqual({
        ok: false,
        fields: { courseSelection: messages.field.courseRequired },
      });
    },
  );

  it("drops the course for any other selection, and does not require it", () => {
    const withCourse = validate(onlineEnquirySchema, { ...online, selection: "Designer" });
    expect(withCourse.ok && withCourse.value.courseSelection).toBeUndefined();
    const without = validate(onlineEnquirySchema, { ...need, selection: "Designer" });
    expect(without.ok).toBe(true);
  });

  it("accepts every need selection and the certification, nothing else", () => {
    for (const selection of needSelections) {
      expect(validate(onlineEnquirySchema, { ...need, selection }).ok, selection).toBe(true);
    }
    expect(validate(onlineEnquirySchema, { ...online, selection: "Hacking" })).toEqual({
      ok: false,
      fields: { selection: messages.field.selectionInvalid },
    });
  });

  it("takes the course row left at its placeholder for any other selection", () => {
    const result = validate(onlineEnquirySchema, { ...need, selection: "Designer", courseSelection: "" });
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.courseSelection).toBeUndefined();
  });
});
