import { type Status, statusClasses } from "./action-result";

/** StatusMessage's line, written by a page script into the form's status region (empty for none). */
export function writeStatus(element: HTMLElement, status: Status | null) {
  if (!status) {
    element.replaceChildren();
    return;
  }
  const classes = statusClasses(status.tone);
  const line = document.createElement("p");
  line.className = classes.line;
  line.textContent = status.text;
  if (status.detail) {
    const detail = document.createElement("span");
    detail.className = classes.detail;
    detail.textContent = status.detail;
    line.append(detail);
  }
  element.replaceChildren(line);
}
