import { useEffect, useRef } from "react";
import { coursePayment as words } from "~/content/pages/course-payment";
import type { Totals } from "~/lib/courses";
import type { PaymentInstructions } from "~/lib/upi";

/** Shown once an enrolment is stored, and brought into view: it is what the trainee does next. */
export function EnrolmentConfirmation({
  enrolled,
  due,
  payment,
}: {
  enrolled: { course: string; batch: string }[];
  due: Totals;
  payment: PaymentInstructions;
}) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: "start" });
    panel.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="enrolment-heading"
      className="flex scroll-mt-4 flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="enrolment-heading" className="font-bold text-brand-900 text-xl">
        {words.confirmationHeading}
      </h2>
      {enrolled.length > 0 ? (
        <>
          <h3 className="font-semibold text-slate-900">{words.batchesHeading}</h3>
          <ul className="list-disc pl-5">
            {enrolled.map((place) => (
              <li key={place.course}>
                <span className="font-semibold">{place.course}</span>: {place.batch}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="font-semibold">{words.due(due)}</p>
      <h3 className="font-semibold text-slate-900">{words.heading}</h3>
      {payment.upi ? (
        <>
          <p>{words.upi(payment.upi.rupees)}</p>
          <img src={payment.upi.qrCode} alt={words.qrAlt(payment.upi.rupees)} width={200} height={200} />
          <a
            href={payment.upi.link}
            className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {words.openApp}
          </a>
        </>
      ) : null}
      {payment.otherwise ? (
        payment.otherwise.bankDetails ? (
          <>
            <p>{words.bank(payment.otherwise.due)}</p>
            <p className="whitespace-pre-wrap">{payment.otherwise.bankDetails}</p>
          </>
        ) : (
          <p>{words.later(payment.otherwise.due)}</p>
        )
      ) : null}
      <p className="font-semibold">{words.reference(payment.reference)}</p>
      <p>{words.keepSeat(payment.payWithinDays)}</p>
      <p>{words.next}</p>
    </section>
  );
}
