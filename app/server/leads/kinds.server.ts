import type { Kysely } from "kysely";
import { uploadSourceLabels } from "~/content/pages/admin-inbox";
import { dataRequestTexts } from "~/content/pages/data-requests";
import { courseSelectionLabel, selectionLabel } from "~/content/pages/enquiry-forms";
import { openApplication, type WorkKind } from "~/content/pages/jobs";
import { formatFee, formatTotals } from "~/lib/courses";
import type { DataRequestKind, DataRequestOutcome, HeldFile } from "~/lib/data-requests";
import { formatBytes, formatDay } from "~/lib/format";
import { type InboxColumn, inboxColumns, type LeadKind } from "~/lib/lead-kinds";
import { paidFees, totalsOfRow } from "../courses/fees.server";
import { enrolmentReference } from "../courses/payment.server";
import type { Database } from "../db/schema.server";
import { shownFileName } from "../uploads/stored-file.server";

export type StoredRow = Record<string, unknown>;

export type LeadTable =
  | "feedback"
  | "enquiries"
  | "course_enrolments"
  | "uploads"
  | "applications"
  | "waitlist"
  | "data_requests";

/** How a stored row reads as the cells of its list: for the page and the CSV alike. */
export interface RowCells<C extends string> {
  cells: Record<C, (row: StoredRow) => string>;
}

export interface KindSource<C extends string> extends RowCells<C> {
  table: LeadTable;
  /** enquiries holds two kinds: this one's rows. */
  scope?: { column: string; value: string };
  /** The cells the inbox's summary line joins. */
  summary: C[];
  /** Where its files are: on its own row, or uploads pointing at it. */
  files?: "own" | "linked";
}

export const storedText = (column: string) => (row: StoredRow) =>
  row[column] == null ? "" : String(row[column]);

const fileName = (row: StoredRow) =>
  shownFileName(storedText("original_name")(row), storedText("stored_name")(row));

const courseCells = (row: StoredRow): string =>
  paidFees(row)
    .map((paid) => ("fee" in paid ? `${paid.label} (${formatFee(paid.fee, paid.currency)})` : paid.label))
    .join(", ");

const contactCells = { name: storedText("name"), email: storedText("email"), mobile: storedText("mobile") };

const enquiryCells = {
  ...contactCells,
  // Stored as the forms' codes.
  selection: (row: StoredRow) => selectionLabel(storedText("selection")(row)),
  courseSelection: (row: StoredRow) => courseSelectionLabel(storedText("course_selection")(row)),
  otherComment: storedText("other_comment"),
  generalComment: storedText("general_comment"),
};
const { courseSelection: _, ...needCells } = enquiryCells;

export const kindSources: { [K in LeadKind]: KindSource<InboxColumn<K>> } = {
  feedback: {
    table: "feedback",
    cells: { name: storedText("name"), email: storedText("email"), message: storedText("message") },
    summary: ["message"],
  },
  need: {
    table: "enquiries",
    scope: { column: "kind", value: "need" },
    cells: needCells,
    summary: ["selection", "otherComment", "generalComment"],
    files: "linked",
  },
  online: {
    table: "enquiries",
    scope: { column: "kind", value: "online" },
    cells: enquiryCells,
    summary: ["selection", "courseSelection", "otherComment", "generalComment"],
    files: "linked",
  },
  enrolments: {
    table: "course_enrolments",
    cells: {
      ...contactCells,
      description: storedText("description"),
      courses: courseCells,
      total: (row) => formatTotals(totalsOfRow(row)),
      reference: (row) => enrolmentReference(String(row.id)),
    },
    summary: ["courses", "description"],
  },
  uploads: {
    table: "uploads",
    cells: {
      name: fileName,
      type: storedText("content_type"),
      size: (row) => formatBytes(Number(row.size ?? 0)),
      // The jobs page's general upload is a CV for no opening.
      source: (row) =>
        row.source === "jobs"
          ? openApplication.label
          : (uploadSourceLabels[String(row.source) as keyof typeof uploadSourceLabels] ??
            storedText("source")(row)),
      work: (row) => openApplication.work.kinds[String(row.work) as WorkKind] ?? storedText("work")(row),
    },
    summary: ["name", "source", "work"],
    files: "own",
  },
  applications: {
    table: "applications",
    cells: {
      ...contactCells,
      // As titled when the visitor applied: a later edit does not rename the lead.
      opening: storedText("opening_title"),
      file: fileName,
      note: storedText("note"),
    },
    summary: ["opening", "note"],
    files: "own",
  },
  waitlist: {
    table: "waitlist",
    cells: {
      ...contactCells,
      // As named when they joined: a later rename does not rename the lead.
      course: storedText("course_name"),
    },
    summary: ["course"],
  },
  data_requests: {
    table: "data_requests",
    cells: {
      email: storedText("email"),
      request: (row) =>
        dataRequestTexts.form.kinds[String(row.request) as DataRequestKind] ?? storedText("request")(row),
      note: storedText("note"),
      due: (row) => formatDay(storedText("due_on")(row)),
      done: (row) =>
        row.outcome
          ? `${dataRequestTexts.outcomes[row.outcome as DataRequestOutcome]}: ${storedText("done_note")(row)}`
          : "",
    },
    summary: ["request", "note"],
  },
};

/** A row's cells in the order of its list's columns. */
export const cellsIn = (columns: readonly string[], source: RowCells<string>, row: StoredRow) =>
  Object.fromEntries(columns.map((column) => [column, source.cells[column]?.(row) ?? ""] as const));

export const cellsOf = (kind: LeadKind, row: StoredRow) =>
  cellsIn(inboxColumns(kind), kindSources[kind] as KindSource<string>, row);

const SUMMARY_LENGTH = 300;

/** The search reads the cells the list shows, so what an admin reads is what a search finds. */
export function leadRecord(kind: LeadKind, row: StoredRow) {
  const cells = cellsOf(kind, row);
  const summary = (kindSources[kind].summary as string[])
    .map((cell) => cells[cell])
    .filter(Boolean)
    .join(" · ");
  return {
    name: storedText("name")(row),
    // Lower-cased, so the same person's leads match whatever case they typed.
    email: storedText("email")(row).toLowerCase(),
    mobile: storedText("mobile")(row),
    summary: summary.length > SUMMARY_LENGTH ? `${summary.slice(0, SUMMARY_LENGTH - 1)}…` : summary,
    search_text: Object.values(cells).filter(Boolean).join("\n"),
  };
}

/** A lead's cells as its kind's own row holds them; none once that row is gone. */
export async function leadCells(
  db: Kysely<Database>,
  kind: LeadKind,
  id: string,
): Promise<Record<string, string>> {
  const row = await (db as unknown as Kysely<Record<string, StoredRow>>)
    .selectFrom(kindSources[kind].table)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? cellsOf(kind, row) : {};
}

/** A lead's stored files: on its own row, or uploads pointing at it. */
export async function leadFiles(db: Kysely<Database>, kind: LeadKind, id: string): Promise<HeldFile[]> {
  const { table, files } = kindSources[kind];
  if (!files) return [];
  const columns = ["id", "original_name", "stored_name", "content_type", "size", "sha256"] as const;
  const rows =
    files === "own"
      ? await (db as unknown as Kysely<Pick<Database, "uploads">>)
          .selectFrom(table as "uploads")
          .select(columns)
          .where("id", "=", id)
          .execute()
      : await db
          .selectFrom("uploads")
          .select(columns)
          .where("enquiry_id", "=", id)
          .orderBy("created_at")
          .execute();
  return rows.map((row) => ({
    id: row.id,
    name: shownFileName(row.original_name, row.stored_name),
    storedName: row.stored_name,
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
  }));
}

/** Tables whose rows name a stored file; each has the uploads' file columns. */
export const fileTables = [
  ...new Set(
    Object.values(kindSources as Record<LeadKind, KindSource<string>>)
      .filter((source) => source.files === "own")
      .map((source) => source.table),
  ),
] as "uploads"[];
