import { uploadSourceLabels } from "~/content/pages/admin-inbox";
import { courseSelectionLabel, selectionLabel } from "~/content/pages/enquiry-forms";
import { formatFee } from "~/lib/courses";
import { formatBytes } from "~/lib/format";
import { type InboxColumn, inboxColumns, type LeadKind } from "~/lib/inbox";
import { currencyOf, paidFees } from "../courses/fees.server";
import type { TableName } from "../db/schema.server";
import { shownFileName } from "../uploads/stored-file.server";

export type StoredRow = Record<string, unknown>;

export interface KindSource<C extends string> {
  table: Exclude<TableName, "users" | "sessions" | "one_time_tokens" | "audit_log" | "rate_limits">;
  /** enquiries holds two kinds: this one's rows. */
  scope?: { column: string; value: string };
  /** For the page and the CSV alike. */
  cells: Record<C, (row: StoredRow) => string>;
}

export const storedText = (column: string) => (row: StoredRow) =>
  row[column] == null ? "" : String(row[column]);

const fileName = (row: StoredRow) =>
  shownFileName(storedText("original_name")(row), storedText("stored_name")(row));

const courseCells = (row: StoredRow): string =>
  paidFees(row)
    .map((paid) => ("fee" in paid ? `${paid.label} (${formatFee(paid.fee, currencyOf(row))})` : paid.label))
    .join(", ");

const enquiryCells = {
  name: storedText("name"),
  email: storedText("email"),
  mobile: storedText("mobile"),
  // Stored as the forms' codes.
  selection: (row: StoredRow) => selectionLabel(storedText("selection")(row)),
  courseSelection: (row: StoredRow) => courseSelectionLabel(storedText("course_selection")(row)),
  otherComment: storedText("other_comment"),
  generalComment: storedText("general_comment"),
};

export const kindSources: { [K in LeadKind]: KindSource<InboxColumn<K>> } = {
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
      courses: courseCells,
      total: (row) => formatFee(Number(row.total_fees ?? 0), currencyOf(row)),
    },
  },
  uploads: {
    table: "uploads",
    cells: {
      name: fileName,
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
      // As titled when the visitor applied: a later edit does not rename the lead.
      opening: storedText("opening_title"),
      file: fileName,
      note: storedText("note"),
    },
  },
};

/** A row's cells in the order of its list's columns. */
export function cellsIn(columns: readonly string[], source: KindSource<string>, row: StoredRow) {
  const read = source.cells as Record<string, (row: StoredRow) => string>;
  return Object.fromEntries(columns.map((column) => [column, read[column]?.(row) ?? ""])) as Record<
    string,
    string
  >;
}

export const cellsOf = (kind: LeadKind, row: StoredRow) =>
  cellsIn(inboxColumns[kind], kindSources[kind] as KindSource<string>, row);
