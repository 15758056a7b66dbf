import type { ActionResult } from "../action-result";
import { batchField, COURSES_FIELD, type Currency, formatTotals, totalsOf } from "../courses";
import { enrolmentStatus } from "../enrolment-status";
import { type FieldErrors, formValues, validate } from "../validation";
import { LEAD_ANSWERED_EVENT, leadForm, writeFieldErrors } from "./lead-form";

const boxesOf = (form: HTMLFormElement) => [
  ...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][data-fee]'),
];

/** The courses as the form offers them, for its schema: a disabled course cannot be sent at all. */
function offeredIn(form: HTMLFormElement) {
  return boxesOf(form).map((box) => ({
    key: box.name,
    name: box.dataset.name ?? box.name,
    unavailable: null,
    batches: [
      ...form.querySelectorAll<HTMLOptionElement>(`select[name="${batchField(box.name)}"] option`),
    ].map((option) => ({
      startsOn: option.value === "tba" ? "" : option.value,
      unavailable: option.disabled ? ("full" as const) : null,
    })),
  }));
}

/**
 * The course form: the total follows the ticks; a field is checked live once the visitor has left it
 * (every field once they press Submit), the server's refusals staying until the next send; a stored
 * enrolment brings how to pay.
 */
export function courseForm(form: HTMLFormElement) {
  const keys = boxesOf(form).map((box) => box.name);
  const loaded = leadForm(
    form,
    () =>
      import("../schemas/course-enrolment").then((module) =>
        module.courseEnrolmentSchemaFor(offeredIn(form)),
      ),
    (answer) => enrolmentStatus(answer, keys),
  );
  const total = form.elements.namedItem("totalFees");
  if (!loaded || !(total instanceof HTMLInputElement)) return;

  const showTotal = () => {
    const ticked = boxesOf(form).filter((box) => box.checked && !box.disabled);
    const fees = ticked.map((box) => ({
      fee: Number(box.dataset.fee),
      currency: box.dataset.currency as Currency,
    }));
    total.value = formatTotals(totalsOf(fees), total.dataset.none as Currency | undefined);
  };
  const touched = new Set<string>();
  let refused: FieldErrors = {};
  const recheck = async () => {
    if (touched.size === 0) return;
    const schema = await loaded();
    if (!schema) return;
    const check = validate(schema, formValues(new FormData(form)));
    const live = check.ok ? {} : check.fields;
    const shown = Object.fromEntries(Object.entries(live).filter(([name]) => touched.has(name)));
    writeFieldErrors(form, { ...refused, ...shown });
  };

  form.addEventListener("change", showTotal);
  for (const type of ["input", "change"]) form.addEventListener(type, () => void recheck());
  form.addEventListener("focusout", (event) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name) return;
    touched.add(name);
    void recheck();
  });
  form.addEventListener("submit", () => {
    for (const control of form.elements)
      if ("name" in control && control.name) touched.add(String(control.name));
    touched.add(COURSES_FIELD);
  });
  form.addEventListener(LEAD_ANSWERED_EVENT, (event) => {
    const answer = (event as CustomEvent<ActionResult>).detail;
    refused = answer.ok ? {} : (answer.fields ?? {});
    if (!answer.ok) return;
    // A course named by the link the trainee came from is ticked again by a reset: a sent form starts empty.
    for (const box of boxesOf(form)) box.checked = false;
    showTotal();
    touched.clear();
    if (!answer.panel) return;
    form.parentElement?.querySelector('section[aria-labelledby="enrolment-heading"]')?.remove();
    form.insertAdjacentHTML("afterend", answer.panel);
    const panel = form.nextElementSibling as HTMLElement;
    panel.scrollIntoView({ block: "start" });
    panel.focus({ preventScroll: true });
  });
}
