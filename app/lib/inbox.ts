import type { LeadKind } from "./pipeline";

/** Each kind of lead's own fields, as its page and the CSV show them. */
export const inboxColumns = {
  feedback: ["name", "email", "message"],
  need: ["name", "email", "mobile", "selection", "otherComment", "generalComment"],
  online: ["name", "email", "mobile", "selection", "courseSelection", "otherComment", "generalComment"],
  enrolments: ["email", "mobile", "description", "courses", "total"],
  uploads: ["name", "type", "size", "source"],
  applications: ["name", "email", "mobile", "opening", "file", "note"],
} as const satisfies Record<LeadKind, readonly string[]>;

export type InboxColumn<K extends LeadKind> = (typeof inboxColumns)[K][number];
