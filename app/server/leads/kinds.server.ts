import { uploadSourceLabels } from "~/content/pages/admin-inbox";
import { courseSelectionLabel, selectionLabel } from "~/content/pages/enquiry-forms";
import { courses, formatFee } from "~/lib/courses";
import { formatBytes } from "~/lib/format";
import { type InboxColumn, type InboxKind, inboxColumns } from "~/lib/inbox";
import type { LeadKind } from "~/lib/pipeline";
import type { TableName } from "../db/schema.server";

/** A stored row, read through its kind's descriptor. */
export type StoredRow = Record<string, unknown>;

/** Where the rows of a kind are stored and how its columns read. */
export interface KindSource<K extends InboxKind> {
  table: Exclude<TableName, "users" | "sessions" | "one_time_tokens" | "audit_log" | "rate_limits">;
  /** enquiries holds two kinds: the rows of this one. */
  scope?: { column: string; value: string };
  /** Each column's text, for the page and the CSV alike. */
  cells: Record<InboxColumn<K>, (row: StoredRow) => string>;
}

/** A column read as it is stored, empty when missing. */
export const storedText = (column: string) => (row: StoredRow) =>
  row[column] == null ? "" : String(row[column]);

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
  name: storedText("name"),
  email: storedText("email"),
  mobile: storedText("mobile"),
  // Stored as the forms' codes; a person reads the label the visitor chose.
  selection: (row: StoredRow) => selectionLabel(storedText("selection")(row)),
  courseSelection: (row: StoredRow) => courseSelectionLabel(storedText("course_selection")(row)),
  otherComment: storedText("other_comment"),
  generalComment: storedText("general_comment"),
};

/** Where each kind of lead is stored and how its columns read (its `leads` record is beside it). */
export const kindSources: { [K in LeadKind]: KindSource<K> } = {
  feedback: {
    table: "feedback",
    cells: { name: storedText("name"), email: storedText("email"), message: storedText("message") },
  },
  need: {
    table: "enquiries",
    scope: { column: "kind", value: "need" },
    cells: {
      name: enquiryCells.name,
      email: enquiryCells.email,
      mobile: enquiryCells.mobile,
      selection: enquiryCells.selection,
      otherComment: enquiryCells.otherComment,
      generalComment: enquiryCells.generalComment,
    },
  },
  online: {
    table: "enquiries",
    scope: { column: "kind", value: "online" },
    cells: enquiryCells,
  },
  enrolments: {
    table: "course_enrolments",
    cells: {
      email: storedText("email"),
      mobile: storedText("mobile"),
      description: storedText("description"),
      courses: skillLabels,
      total: (row) => formatFee(Number(row.total_fees ?? 0)),
    },
  },
  uploads: {
    table: "uploads",
    cells: {
      name: storedText("original_name"),
      type: storedText("content_type"),
      size: (row) => formatBytes(Number(row.size ?? 0)),
      source: (row) =>
        uploadSourceLabels[String(row.source) as keyof typeof uploadSourceLabels] ??
        storedText("source")(row),
    },
  },
  applications: {
    table: "applications",
    cells: {
      name: storedText("name"),
      email: storedText("email"),
      mobile: storedText("mobile"),
      // The title the opening had when the visitor applied: a later edit does not rename the lead.
      opening: storedText("opening_title"),
      file: storedText("original_name"),
      note: storedText("note"),
    },
  },
};

/** The cells of one row in its kind's column order, read by the kind's descriptor. */
export function cellsIn<K extends InboxKind>(kind: K, source: KindSource<K>, row: StoredRow) {
  const read = source.cells as Record<string, (row: StoredRow) => string>;
  return Object.fromEntries(
    inboxColumns[kind].map((column) => [column, read[column]?.(row) ?? ""]),
  ) as Record<string, string>;
}

/** A lead's cells in its kind's column order. */
export const cellsOf = (kind: LeadKind, row: StoredRow) =>
  cellsIn(kind, kindSources[kind] as KindSource<LeadKind>, row);
