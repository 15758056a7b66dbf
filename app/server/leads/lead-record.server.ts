import type { LeadKind } from "~/lib/lead-kinds";
import { cellsOf, kindSources, type StoredRow, storedText } from "./kinds.server";

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
