import { defaultCourses } from "~/content/courses";
import { uploadSourceLabels } from "~/content/pages/admin-inbox";
import { courseSelectionLabel, selectionLabel } from "~/content/pages/enquiry-forms";
import { type Currency, formatFee, isCurrency, type PaidFee } from "~/lib/courses";
import { formatBytes } from "~/lib/format";
import { type InboxColumn, type InboxKind, inboxColumns } from "~/lib/inbox";
import type { LeadKind } from "~/lib/pipeline";
import type { TableName } from "../db/schema.server";
import { shownFileName } from "../uploads/stored-file.server";

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

/** A stored file's name as it is shown everywhere (`shownFileName`). */
const fileName = (row: StoredRow) =>
  shownFileName(storedText("original_name")(row), storedText("stored_name")(row));

// Enrolments stored before decision 055 kept only the keys: they were the seeded courses'.
const seededLabels = new Map<string, string>(
  defaultCourses.courses.map((course) => [course.key, course.name]),
);

const parsed = (json: unknown): unknown => {
  try {
    return JSON.parse(String(json));
  } catch {
    return null;
  }
};

/**
 * What each course of an enrolment cost, as stored with it (decision 055); for a row stored
 * before, its keys with the seeded labels and no fee.
 */
export function paidFees(row: StoredRow): (PaidFee | Omit<PaidFee, "fee">)[] {
  const fees = row.fees == null ? null : parsed(row.fees);
  if (Array.isArray(fees))
    return fees.map((paid) => ({
      key: String(paid?.key),
      label: String(paid?.label),
      fee: Number(paid?.fee),
    }));
  const keys = parsed(row.skills ?? "[]");
  if (!Array.isArray(keys)) return [];
  return keys.map((key) => ({ key: String(key), label: seededLabels.get(String(key)) ?? String(key) }));
}

/** An enrolment's currency: US dollars for rows stored before there was a choice. */
export const currencyOf = (row: StoredRow): Currency => (isCurrency(row.currency) ? row.currency : "USD");

/** The courses of an enrolment, each with the fee it was made at where that was stored. */
const courseCells = (row: StoredRow): string =>
  paidFees(row)
    .map((paid) => ("fee" in paid ? `${paid.label} (${formatFee(paid.fee, currencyOf(row))})` : paid.label))
    .join(", ");

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
      // The title the opening had when the visitor applied: a later edit does not rename the lead.
      opening: storedText("opening_title"),
      file: fileName,
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
