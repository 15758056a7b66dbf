/** Focused and in view, so a phone shows the answer where the visitor is, and a screen reader reads it. */
export function bringToView(element: HTMLElement | null | undefined) {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: "center" });
}
