import { uncutVisitOfPage, type VisitSource } from "./visit-source";

const KEY = "visit-source";

/**
 * Storage may be refused (private modes, full quota): then each page stands alone. Kept uncut, as
 * the server cuts every visit field it reads.
 */
export function rememberVisit(): VisitSource {
  const kept = currentVisit();
  if (kept) return kept;
  const visit = uncutVisitOfPage(new URL(window.location.href), document.referrer);
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // No storage: the visit is this page's alone.
  }
  return visit;
}

export function currentVisit(): VisitSource | null {
  try {
    const kept = window.sessionStorage.getItem(KEY);
    return kept ? (JSON.parse(kept) as VisitSource) : null;
  } catch {
    return null;
  }
}
