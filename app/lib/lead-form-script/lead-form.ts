import type { z } from "zod";
import { type ActionResult, type Status, statusOf } from "../action-result";
import { bringToView, showField } from "../bring-to-view";
import { described, fieldErrorClass } from "../field-errors";
import { messages } from "../messages";
import { writeStatus } from "../status-line";
import { type FieldErrors, formValues, validate } from "../validation";
import { fillVisitFields } from "../visit";

/** Dispatched on the form with the server's answer: a page links an upload to the lead it stored. */
export const LEAD_ANSWERED_EVENT = "lead-answered";

/** Rows marked `data-shown-when="field=value"` show only while that field holds that value. */
function conditionalRows(form: HTMLFormElement) {
  const rows = [...form.querySelectorAll<HTMLElement>("[data-shown-when]")];
  return () => {
    for (const row of rows) {
      const [name = "", value] = (row.dataset.shownWhen ?? "").split("=");
      const field = form.elements.namedItem(name);
      row.classList.toggle("hidden", !(field instanceof HTMLSelectElement && field.value === value));
    }
  };
}

/**
 * Frame's error lines and the controls' ARIA as `errors` says; returns the first control refused. A
 * group's line goes under its legend; a line the page reserved is emptied, not removed.
 */
export function writeFieldErrors(form: HTMLFormElement, errors: FieldErrors): HTMLElement | null {
  let first: HTMLElement | null = null;
  const controls = "input[id], select[id], textarea[id], fieldset[id][name]";
  for (const control of form.querySelectorAll<HTMLElement>(controls)) {
    const { id } = control;
    const name = control.getAttribute("name") ?? "";
    const error = errors[name];
    const hint = document.getElementById(`${id}-hint`);
    let line = document.getElementById(`${id}-error`);
    if (error && !line) {
      line = document.createElement("p");
      line.id = `${id}-error`;
      line.className = fieldErrorClass;
      const legend = control instanceof HTMLFieldSetElement ? control.querySelector("legend") : null;
      (hint ?? legend ?? control).after(line);
    }
    if (line) {
      if (error) line.textContent = error;
      else if ("reserved" in line.dataset) line.textContent = "";
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

/** A refusal of a field the visitor does not fill (a hidden one) is told in the status line. */
function withUnshownRefusals(form: HTMLFormElement, answer: ActionResult) {
  const shown = statusOf(answer);
  const unshown = Object.entries(answer.ok ? {} : (answer.fields ?? {}))
    .filter(([name]) => !form.querySelector(`[name="${CSS.escape(name)}"][id]`))
    .map(([, error]) => error);
  return shown && unshown.length > 0 ? { ...shown, detail: unshown.join(" ") } : shown;
}

/** The schema checks the text; a required file left out is refused here, as the browser would. */
function missingFiles(form: HTMLFormElement): FieldErrors {
  return Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type="file"][required]')]
      .filter((input) => input.files?.length === 0)
      .map((input) => [input.name, messages.upload.noFile]),
  );
}

async function send(form: HTMLFormElement): Promise<ActionResult> {
  const data = new FormData(form);
  const body = form.enctype === "multipart/form-data" ? data : new URLSearchParams(data as never);
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    return (await response.json()) as ActionResult;
  } catch {
    return { ok: false, error: messages.generic.unavailable };
  }
}

/**
 * A lead form driven without React: its schema, loaded on first use, checks it before it is sent.
 * `statusLine` words the status line of an answer. Returns the schema's loader, or null for no form.
 */
export function leadForm(
  form: HTMLFormElement,
  loadSchema: () => Promise<z.ZodType>,
  statusLine: (answer: ActionResult) => Status | null = (answer) => withUnshownRefusals(form, answer),
) {
  const status = form.querySelector<HTMLElement>('[role="status"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!status || !submit) return null;
  let schema: Promise<z.ZodType | null> | null = null;
  // A schema that cannot load leaves the check to the server, which makes it anyway.
  const loaded = () => {
    schema ??= loadSchema().catch(() => {
      schema = null;
      return null;
    });
    return schema;
  };
  const showRows = conditionalRows(form);
  form.noValidate = true;
  form.addEventListener("focusin", () => void loaded());
  form.addEventListener("change", showRows);

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    // Disabled while the schema loads too, so a second press then sends no second lead.
    submit.disabled = true;
    const check = await loaded();
    const checked = check ? validate(check, formValues(new FormData(form))) : null;
    const refused = { ...(checked?.ok === false ? checked.fields : {}), ...missingFiles(form) };
    if (Object.keys(refused).length > 0) {
      submit.disabled = false;
      writeStatus(status, null);
      const first = writeFieldErrors(form, refused);
      if (first) showField(first);
      return;
    }
    writeFieldErrors(form, {});
    fillVisitFields(form);
    const answer = await send(form);
    submit.disabled = false;
    writeStatus(status, statusLine(answer));
    if (answer.ok) {
      form.reset();
      showRows();
      bringToView(status);
    } else bringToView(writeFieldErrors(form, answer.fields ?? {}) ?? status);
    form.dispatchEvent(new CustomEvent(LEAD_ANSWERED_EVENT, { detail: answer }));
  });
  return loaded;
}
