import type { LeadKind } from "~/lib/lead-kinds";
import { cellsOf, kindSources, type StoredRow } from "./kinds.server";

const SUMMARY_LENGTH = 300;

const text = (value: unknown) => (value == null ? "" : String(value));

/** The search reads the cells the list shows, so what an admin reads is what a search finds. */
export function leadRecord(kind: LeadKind, row: StoredRow) {
  const cells = cellsOf(kind, row);
  const summary = (kindSources[kind].summary as string[])
    .map((cell) => cells[cell])
    .filter(Boolean)
    .join(" · ");
  return {
    name: text(row.name),
    // Lower-cased, so the same person's leads match whatever case they typed.
    email: text(row.email).toLowerCase(),
    mobile: text(row.mobile),
    summary: summary.length > SUMMARY_LENGTH ? `${summary.slice(0, SUMMARY_LENGTH - 1)}…` : summary,
    search_text: Object.values(cells).filter(Boolean).join("\n"),
  };
}
