import { uncutVisitOfPage, type VisitKey, type VisitSource, visitFields } from "./visit-source";

const KEY = "visit-source";

/** Kept uncut, as the server cuts every visit field it reads; without storage each page stands alone. */
export function rememberVisit(): VisitSource {
  const kept = currentVisit();
  if (kept) return kept;
  const visit = uncutVisitOfPage(new URL(window.location.href), document.referrer);
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {}
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

/** A form's hidden visit fields (VisitFields' markup), filled just before a page script sends it. */
export function fillVisitFields(form: HTMLFormElement) {
  const visit = rememberVisit();
  for (const key of Object.keys(visitFields) as VisitKey[]) {
    const field = form.elements.namedItem(visitFields[key]);
    if (field instanceof HTMLInputElement) field.value = visit[key];
  }
}
