import { coursePayment } from "~/content/pages/course-payment";
import type { ActionResult } from "../action-result";
import { batchField, COURSES_FIELD, type Currency, formatTotals, type Totals, totalsOf } from "../courses";
import { enrolmentStatus } from "../enrolment-status";
import type { PaymentInstructions } from "../upi";
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
    if (!answer.payment) return;
    const panel = enrolmentPanel(answer.payment, answer.enrolled ?? [], answer.totals ?? {});
    form.parentElement?.querySelector('section[aria-labelledby="enrolment-heading"]')?.remove();
    form.after(panel);
    panel.scrollIntoView({ block: "start" });
    panel.focus({ preventScroll: true });
  });
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = "") {
  const made = document.createElement(tag);
  if (className) made.className = className;
  made.textContent = text;
  return made;
}

/** EnrolmentConfirmation's panel, as the script draws it for an answer it got. */
export function enrolmentPanel(
  payment: PaymentInstructions,
  enrolled: readonly { course: string; batch: string }[],
  totals: Totals,
) {
  const panel = element(
    "section",
    "flex scroll-mt-4 flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200",
  );
  panel.tabIndex = -1;
  panel.setAttribute("aria-labelledby", "enrolment-heading");
  const heading = element("h2", "font-bold text-brand-900 text-xl", coursePayment.confirmationHeading);
  heading.id = "enrolment-heading";
  panel.append(heading);
  const subheading = (text: string) => element("h3", "font-semibold text-slate-900", text);
  if (enrolled.length > 0) {
    const list = element("ul", "list-disc pl-5");
    for (const place of enrolled) {
      const item = element("li", "");
      item.append(element("span", "font-semibold", place.course), `: ${place.batch}`);
      list.append(item);
    }
    panel.append(subheading(coursePayment.batchesHeading), list);
  }
  panel.append(element("p", "font-semibold", coursePayment.due(totals)), subheading(coursePayment.heading));
  if (payment.upi) {
    const code = Object.assign(document.createElement("img"), {
      src: payment.upi.qrCode,
      alt: coursePayment.qrAlt(payment.upi.rupees),
      width: 200,
      height: 200,
    });
    const link = element(
      "a",
      "self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800",
      coursePayment.openApp,
    );
    link.href = payment.upi.link;
    panel.append(element("p", "", coursePayment.upi(payment.upi.rupees)), code, link);
  }
  const { otherwise } = payment;
  if (otherwise?.bankDetails)
    panel.append(
      element("p", "", coursePayment.bank(otherwise.due)),
      element("p", "whitespace-pre-wrap", otherwise.bankDetails),
    );
  else if (otherwise) panel.append(element("p", "", coursePayment.later(otherwise.due)));
  panel.append(
    element("p", "font-semibold", coursePayment.reference(payment.reference)),
    element("p", "", coursePayment.keepSeat(payment.payWithinDays)),
    element("p", "", coursePayment.next),
  );
  return panel;
}
