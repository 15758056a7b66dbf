import { described, fieldErrorClass } from "../field-errors";
import type { FieldErrors } from "../validation";

/**
 * Frame's error lines and the controls' ARIA as `errors` says, written by a page script into the
 * server's markup. Returns the first control refused, in the form's order.
 */
export function writeFieldErrors(form: HTMLFormElement, errors: FieldErrors): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const control of form.querySelectorAll<HTMLElement>("input[id], select[id], textarea[id]")) {
    const { id } = control;
    const name = control.getAttribute("name") ?? "";
    const error = errors[name];
    const hint = document.getElementById(`${id}-hint`);
    let line = document.getElementById(`${id}-error`);
    if (error && !line) {
      line = document.createElement("p");
      line.id = `${id}-error`;
      line.className = fieldErrorClass;
      (hint ?? control).after(line);
    }
    if (line) {
      if (error) line.textContent = error;
      else line.remove();
    }
    const aria = described(id, error, hint?.textContent ?? undefined);
    for (const [attribute, value] of Object.entries(aria)) {
      if (value === undefined) control.removeAttribute(attribute);
      else control.setAttribute(attribute, String(value));
    }
    if (error) first ??= control;
  }
  return first;
}
