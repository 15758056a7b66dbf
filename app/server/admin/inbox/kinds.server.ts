import { courses, formatFee } from "~/lib/courses";
import { formatBytes } from "~/lib/format";
import { type InboxColumn, type InboxKind, inboxColumns } from "~/lib/inbox";
import type { TableName } from "../../db/schema.server";

/** A stored row, read through its kind's descriptor below. */
export type StoredRow = Record<string, unknown>;

interface KindSource<K extends InboxKind = InboxKind> {
  table: Exclude<TableName, "users" | "sessions" | "one_time_tokens" | "audit_log" | "rate_limits">;
  /** enquiries holds two kinds: the rows of this one. */
  scope?: { column: string; value: string };
  /** The text columns a search looks in. */
  search: readonly string[];
  /** Each column's text, for the page and the CSV alike. */
  cells: Record<InboxColumn<K>, (row: StoredRow) => string>;
  /** Leads are new or handled; the outbox's status is its delivery state. */
  leads: boolean;
}

const text = (column: string) => (row: StoredRow) => (row[column] == null ? "" : String(row[column]));

const courseLabels = new Map<string, string>(courses.map((course) => [course.key, course.label]));

/** The stored JSON array of course keys, as the catalogue's labels. */
function skillLabels(row: StoredRow): string {
  let keys: unknown;
  try {
    keys = JSON.parse(String(row.skills ?? "[]"));
  } catch {
    return "";
  }
  if (!Array.isArray(keys)) return "";
  return keys.map((key) => courseLabels.get(String(key)) ?? String(key)).join(", ");
}

const enquiryCells = {
  name: text("name"),
  email: text("email"),
  mobile: text("mobile"),
  selection: text("selection"),
  courseSelection: text("course_selection"),
  otherComment: text("other_comment"),
  generalComment: text("general_comment"),
};
const enquirySearch = [
  "name",
  "email",
  "mobile",
  "selection",
  "other_comment",
  "course_selection",
  "general_comment",
];

type Sources = { [K in InboxKind]: KindSource<K> };

/** Where each kind of the inbox is stored and how its columns read. */
export const kindSources: Sources = {
  feedback: {
    table: "feedback",
    search: ["name", "email", "message"],
    cells: { name: text("name"), email: text("email"), message: text("message") },
    leads: true,
  },
  need: {
    table: "enquiries",
    scope: { column: "kind", value: "need" },
    search: enquirySearch,
    cells: {
      name: enquiryCells.name,
      email: enquiryCells.email,
      mobile: enquiryCells.mobile,
      selection: enquiryCells.selection,
      otherComment: enquiryCells.otherComment,
      generalComment: enquiryCells.generalComment,
    },
    leads: true,
  },
  online: {
    table: "enquiries",
    scope: { column: "kind", value: "online" },
    search: enquirySearch,
    cells: enquiryCells,
    leads: true,
  },
  enrolments: {
    table: "course_enrolments",
    search: ["email", "mobile", "description"],
    cells: {
      email: text("email"),
      mobile: text("mobile"),
      description: text("description"),
      courses: skillLabels,
      total: (row) => formatFee(Number(row.total_fees ?? 0)),
    },
    leads: true,
  },
  uploads: {
    table: "uploads",
    search: ["original_name", "content_type", "source"],
    cells: {
      name: text("original_name"),
      type: text("content_type"),
      size: (row) => formatBytes(Number(row.size ?? 0)),
      source: text("source"),
    },
    leads: true,
  },
  "broken-links": {
    table: "not_found_reports",
    search: ["path", "referrer"],
    cells: { path: text("path"), referrer: text("referrer") },
    leads: true,
  },
  outbox: {
    table: "mail_outbox",
    search: ["to_address", "subject", "last_error"],
    cells: {
      to: text("to_address"),
      subject: text("subject"),
      attempts: text("attempts"),
      lastError: text("last_error"),
    },
    leads: false,
  },
};

/** The cells of one row in the kind's column order. */
export function cellsOf(kind: InboxKind, row: StoredRow): Record<string, string> {
  const read = kindSources[kind].cells as Record<string, (row: StoredRow) => string>;
  return Object.fromEntries(inboxColumns[kind].map((column) => [column, read[column]?.(row) ?? ""]));
}
