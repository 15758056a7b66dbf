import { type VisitSource, visitOfPage } from "./visit-source";

const KEY = "visit-source";

/**
 * Keeps the source of this visit in `sessionStorage` on its first page, so the forms and the
 * page-view beacon of later pages name where the visit began. Storage may be refused (private
 * modes, full quota): then each page stands alone.
 */
export function rememberVisit(): VisitSource {
  const kept = currentVisit();
  if (kept) return kept;
  const visit = visitOfPage(new URL(window.location.href), document.referrer);
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // No storage: the visit is this page's alone.
  }
  return visit;
}

/** The visit's source as its first page kept it, or null before that (or without storage). */
export function currentVisit(): VisitSource | null {
  try {
    const kept = window.sessionStorage.getItem(KEY);
    return kept ? (JSON.parse(kept) as VisitSource) : null;
  } catch {
    return null;
  }
}
