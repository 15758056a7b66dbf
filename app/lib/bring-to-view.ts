/** Focused and in view, so a phone shows the answer where the visitor is, and a screen reader reads it. */
export function bringToView(element: HTMLElement | null | undefined) {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: "center" });
}

/** A refused field focused and in view; a group taller than a phone's screen from its start (its legend). */
export function showField(field: HTMLElement) {
  field.focus({ preventScroll: true });
  const tall = field.getBoundingClientRect().height > window.innerHeight * 0.8;
  field.scrollIntoView({ block: tall ? "start" : "center" });
}
