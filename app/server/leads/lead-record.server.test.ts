import { describe, expect, it } from "vitest";
import { formatBytes } from "~/lib/format";
import { leadRecord } from "./kinds.server";

const enquiry = {
  name: "Asha Rao",
  email: "Asha.Rao@Example.IN",
  mobile: "9820012345",
  selection: "Web development",
  course_selection: "React",
  other_comment: "",
  general_comment: "Call after six",
};

describe("leadRecord", () => {
  it("sums a need and an online enquiry up by what they asked for, in the list's order", () => {
    expect(leadRecord("need", { ...enquiry, other_comment: "A shop" })).toEqual({
      name: "Asha Rao",
      email: "asha.rao@example.in",
      mobile: "9820012345",
      summary: "Web development · A shop · Call after six",
      search_text: "Asha Rao\nAsha.Rao@Example.IN\n9820012345\nWeb development\nA shop\nCall after six",
    });
    expect(leadRecord("online", enquiry)).toMatchObject({
      summary: "Web development · React · Call after six",
      search_text: "Asha Rao\nAsha.Rao@Example.IN\n9820012345\nWeb development\nReact\nCall after six",
    });
  });

  it("shortens a long summary to 300 characters with an ellipsis, and keeps one of 300 whole", () => {
    const exact = leadRecord("feedback", { name: "A", email: "a@example.in", message: "m".repeat(300) });
    expect(exact.summary).toBe("m".repeat(300));
    const long = leadRecord("feedback", {
      name: "A",
      email: "a@example.in",
      message: `${"m".repeat(299)}xyz`,
    });
    expect(long.summary).toBe(`${"m".repeat(299)}…`);
    expect(long.search_text).toBe(`A\na@example.in\n${"m".repeat(299)}xyz`);
  });

  it("leaves empty cells out of the search text and names nobody for an upload, its file by its type", () => {
    const upload = leadRecord("uploads", {
      original_name: "brief.hta",
      stored_name: "0190c1a2-0000-7000-8000-000000000001.pdf",
      content_type: "application/pdf",
      size: 2048,
      source: "need",
    });
    expect(upload).toMatchObject({
      name: "",
      email: "",
      mobile: "",
      summary: "brief.pdf · Client-need form",
    });
    expect(upload.search_text.split("\n")).toEqual([
      "brief.pdf",
      "application/pdf",
      formatBytes(2048),
      "Client-need form",
    ]);
  });

  it("calls a CV sent with the jobs page's general upload an Open application, with its kind of work", () => {
    const file = { original_name: "cv.pdf", stored_name: "x.pdf", content_type: "application/pdf", size: 10 };
    expect(leadRecord("uploads", { ...file, source: "jobs", work: "design" }).summary).toBe(
      "cv.pdf · Open application · UI/UX design",
    );
    expect(leadRecord("uploads", { ...file, source: "jobs", work: null }).summary).toBe(
      "cv.pdf · Open application",
    );
  });

  // A stored code is summed up and searched by the label the visitor chose.
  it("reads the forms' codes as their labels", () => {
    expect(
      leadRecord("online", { ...enquiry, selection: "OnlineCertification", course_selection: "Java" }),
    ).toMatchObject({
      summary: "Online Certification Course · Java · Call after six",
      search_text:
        "Asha Rao\nAsha.Rao@Example.IN\n9820012345\nOnline Certification Course\nJava\nCall after six",
    });
    expect(leadRecord("need", { ...enquiry, selection: "ClientNeeds" }).summary).toBe(
      "User's Need or Client's Need · Call after six",
    );
  });
});
