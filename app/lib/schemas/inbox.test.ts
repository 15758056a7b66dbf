import { describe, expect, it } from "vitest";
import { MAX_LOST_REASON_LENGTH, MAX_SUBJECT_LENGTH, UNASSIGNED } from "../inbox";
import { inboxMessages as text } from "../inbox-messages";
import { messages } from "../messages";
import { validate } from "../validation";
import { digestActionSchema, inboxActionSchema, leadActionSchema, templateActionSchema } from "./inbox";

const lead = "0b5e4c1e-7f2a-4d3b-9c8e-1a2b3c4d5e6f";
const other = "9d8c7b6a-5f4e-4d3c-8b2a-0f1e2d3c4b5a";
const admin = "3F2504E0-4F89-41D3-9A0C-0305E82C3301";

describe("inboxActionSchema", () => {
  it("moves the ticked leads to a stage, the ids as the form sends them", () => {
    expect(
      validate(inboxActionSchema, { intent: "stage", stage: "qualified", ids: `${lead},${other}` }),
    ).toEqual({
      ok: true,
      value: { intent: "stage", stage: "qualified", reason: undefined, ids: [lead, other] },
    });
  });

  it("asks for the reason of a move to Lost, under the reason's field, and keeps it trimmed", () => {
    expect(validate(inboxActionSchema, { intent: "stage", stage: "lost", ids: lead })).toEqual({
      ok: false,
      fields: { reason: text.reasonRequired },
    });
    expect(validate(inboxActionSchema, { intent: "stage", stage: "lost", reason: "  ", ids: lead })).toEqual({
      ok: false,
      fields: { reason: text.reasonRequired },
    });
    expect(
      validate(inboxActionSchema, { intent: "stage", stage: "lost", reason: " Went elsewhere ", ids: lead }),
    ).toEqual({
      ok: true,
      value: { intent: "stage", stage: "lost", reason: "Went elsewhere", ids: [lead] },
    });
    expect(
      validate(inboxActionSchema, {
        intent: "stage",
        stage: "lost",
        reason: "x".repeat(MAX_LOST_REASON_LENGTH + 1),
        ids: lead,
      }),
    ).toEqual({ ok: false, fields: { reason: messages.field.tooLong(MAX_LOST_REASON_LENGTH) } });
  });

  it("refuses a stage that is not one of the inbox's", () => {
    expect(validate(inboxActionSchema, { intent: "stage", stage: "done", ids: lead })).toEqual({
      ok: false,
      fields: { stage: text.unknownStage },
    });
  });

  it("assigns an admin by id, in lower case, or nobody for none and for nothing chosen", () => {
    const assign = (assignee: unknown) =>
      validate(inboxActionSchema, { intent: "assign", assignee, ids: lead });
    expect(assign(admin)).toEqual({
      ok: true,
      value: { intent: "assign", assignee: admin.toLowerCase(), ids: [lead] },
    });
    expect(assign(UNASSIGNED)).toEqual({
      ok: true,
      value: { intent: "assign", assignee: null, ids: [lead] },
    });
    expect(assign("")).toEqual({ ok: true, value: { intent: "assign", assignee: null, ids: [lead] } });
    for (const wrong of ["nobody", `${admin}x`, 7, undefined]) {
      expect(assign(wrong)).toEqual({ ok: false, fields: { assignee: text.unknownAssignee } });
    }
  });

  it("needs ticked leads and a known button", () => {
    expect(validate(inboxActionSchema, { intent: "stage", stage: "new" })).toEqual({
      ok: false,
      fields: { ids: messages.list.noneSelected },
    });
    expect(validate(inboxActionSchema, { intent: "stage", stage: "new", ids: "12" })).toEqual({
      ok: false,
      fields: { ids: messages.list.badId },
    });
    for (const intent of ["note", "delete", undefined]) {
      expect(validate(inboxActionSchema, { intent, stage: "new", ids: lead })).toEqual({
        ok: false,
        fields: { intent: text.badAction },
      });
    }
  });
});

describe("leadActionSchema", () => {
  it("takes a stage move, an assignment, a note and a reply, each by its intent", () => {
    expect(validate(leadActionSchema, { intent: "stage", stage: "contacted" })).toEqual({
      ok: true,
      value: { intent: "stage", stage: "contacted", reason: undefined },
    });
    expect(validate(leadActionSchema, { intent: "stage", stage: "lost" })).toEqual({
      ok: false,
      fields: { reason: text.reasonRequired },
    });
    expect(validate(leadActionSchema, { intent: "assign", assignee: UNASSIGNED })).toEqual({
      ok: true,
      value: { intent: "assign", assignee: null },
    });
    expect(validate(leadActionSchema, { intent: "note", note: "  Called back  " })).toEqual({
      ok: true,
      value: { intent: "note", note: "Called back" },
    });
    expect(validate(leadActionSchema, { intent: "reply", subject: " Your enquiry ", body: "Hello" })).toEqual(
      {
        ok: true,
        value: { intent: "reply", subject: "Your enquiry", body: "Hello" },
      },
    );
    expect(validate(leadActionSchema, { intent: "bulk" })).toEqual({
      ok: false,
      fields: { intent: text.badAction },
    });
  });

  it("asks for the note's text, the reply's subject on one line and its text", () => {
    expect(validate(leadActionSchema, { intent: "note", note: " " })).toEqual({
      ok: false,
      fields: { note: text.noteRequired },
    });
    expect(validate(leadActionSchema, { intent: "reply", subject: "", body: "" })).toEqual({
      ok: false,
      fields: { subject: text.subjectRequired, body: text.bodyRequired },
    });
    for (const subject of ["Hello\nBcc: x@example.com", "Hello\rthere"]) {
      expect(validate(leadActionSchema, { intent: "reply", subject, body: "Hi" })).toEqual({
        ok: false,
        fields: { subject: text.subjectOneLine },
      });
    }
    expect(
      validate(leadActionSchema, {
        intent: "reply",
        subject: "s".repeat(MAX_SUBJECT_LENGTH + 1),
        body: "Hi",
      }),
    ).toEqual({ ok: false, fields: { subject: messages.field.tooLong(MAX_SUBJECT_LENGTH) } });
  });
});

describe("templateActionSchema", () => {
  it("saves a template with its switch, or goes back to the default", () => {
    expect(
      validate(templateActionSchema, { intent: "save", subject: "Thanks", body: "Hi", enabled: "on" }),
    ).toEqual({
      ok: true,
      value: { intent: "save", subject: "Thanks", body: "Hi", enabled: true },
    });
    expect(validate(templateActionSchema, { intent: "save", subject: "Thanks", body: "Hi" })).toEqual({
      ok: true,
      value: { intent: "save", subject: "Thanks", body: "Hi", enabled: false },
    });
    expect(validate(templateActionSchema, { intent: "save", subject: "A\nB", body: "" })).toEqual({
      ok: false,
      fields: { subject: text.subjectOneLine, body: text.bodyRequired },
    });
    expect(validate(templateActionSchema, { intent: "reset" })).toEqual({
      ok: true,
      value: { intent: "reset" },
    });
    expect(validate(templateActionSchema, { intent: "publish" })).toEqual({
      ok: false,
      fields: { intent: text.badAction },
    });
  });
});

describe("digestActionSchema", () => {
  it("subscribes or unsubscribes, and nothing else", () => {
    expect(validate(digestActionSchema, { intent: "subscribe" })).toEqual({
      ok: true,
      value: { intent: "subscribe" },
    });
    expect(validate(digestActionSchema, { intent: "unsubscribe" })).toEqual({
      ok: true,
      value: { intent: "unsubscribe" },
    });
    expect(validate(digestActionSchema, { intent: "daily" })).toEqual({
      ok: false,
      fields: { intent: text.badAction },
    });
    expect(validate(digestActionSchema, {})).toEqual({ ok: false, fields: { intent: text.badAction } });
  });
});
