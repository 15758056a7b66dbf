import type { LeadKind } from "~/lib/pipeline";
import { cellsOf, type StoredRow } from "./kinds.server";

/** What the one inbox lists of a lead, and what its search and the same person's other leads read. */
export interface LeadRecord {
  name: string;
  /** Lower-cased, so the same person's leads match whatever case they typed. */
  email: string;
  mobile: string;
  summary: string;
  search_text: string;
}

/** The cells that say what a lead is about, in the order the list shows them. */
const summaryCells: Record<LeadKind, string[]> = {
  feedback: ["message"],
  need: ["selection", "otherComment", "generalComment"],
  online: ["selection", "courseSelection", "otherComment", "generalComment"],
  enrolments: ["courses", "description"],
  uploads: ["name", "source"],
  applications: ["opening", "note"],
};

const SUMMARY_LENGTH = 300;

const text = (value: unknown) => (value == null ? "" : String(value));

/**
 * A lead's pipeline record from its row as its kind's table stores it. The search looks in every
 * column the kind's own list shows (the same cells, so what an admin reads is what a search finds).
 * Uploads name nobody: they carry a file, not a person.
 */
export function leadRecord(kind: LeadKind, row: StoredRow): LeadRecord {
  const cells = cellsOf(kind, row);
  const summary = summaryCells[kind]
    .map((cell) => cells[cell])
    .filter(Boolean)
    .join(" · ");
  return {
    name: text(row.name),
    email: text(row.email).toLowerCase(),
    mobile: text(row.mobile),
    summary: summary.length > SUMMARY_LENGTH ? `${summary.slice(0, SUMMARY_LENGTH - 1)}…` : summary,
    search_text: Object.values(cells).filter(Boolean).join("\n"),
  };
}
