import { link } from "~/components/admin/controls";
import { LeadForm, type LeadFormState } from "~/components/admin/inbox/LeadForm";
import { AdminSelect } from "~/components/admin/SearchForm";
import { TextField } from "~/components/forms/Field";
import { enrolmentPayments as text } from "~/content/pages/enrolment-payments";
import { type Currency, currencies, formatFee, formatTotals, type Totals } from "~/lib/courses";
import { formatDay } from "~/lib/format";
import { type EnrolmentPayments, receiptAddress } from "~/lib/receipts";
import { MAX_REFERENCE_LENGTH } from "~/lib/schemas/payment";

const shown = (totals: Totals, owed: Totals) =>
  Object.keys(owed).length === 0 ? text.none : formatTotals(totals, Object.keys(owed)[0] as Currency);

export function LeadPayments({
  payments,
  csrfToken,
  busy,
  errors,
  today,
}: LeadFormState & { payments: EnrolmentPayments }) {
  const owed = currencies.filter((one) => payments.due[one.value] !== undefined);
  const paidTotals = Object.fromEntries(
    owed.map((one) => [one.value, payments.paid[one.value] ?? 0]),
  ) as Totals;
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{text.due}</dt>
        <dd>{shown(payments.due, payments.due)}</dd>
        <dt className="font-semibold">{text.paid}</dt>
        <dd>{shown(paidTotals, payments.due)}</dd>
        <dt className="font-semibold">{text.left}</dt>
        <dd>{shown(payments.left, payments.due)}</dd>
      </dl>
      {payments.seatsReleasedAt ? <p>{text.seatsReleased(payments.seatsReleasedAt)}</p> : null}
      {payments.payments.length === 0 ? (
        <p>{text.noPayments}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{text.listLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{text.columns.receipt}</th>
              <th scope="col">{text.columns.paidOn}</th>
              <th scope="col">{text.columns.amount}</th>
              <th scope="col">{text.columns.reference}</th>
            </tr>
          </thead>
          <tbody>
            {payments.payments.map((payment) => (
              <tr key={payment.id}>
                <td>
                  <a
                    href={receiptAddress(payment.id)}
                    download
                    aria-label={text.download(payment.receiptNumber)}
                    className={link}
                  >
                    {payment.receiptNumber}
                  </a>
                </td>
                <td>{formatDay(payment.paidOn)}</td>
                <td>{formatFee(payment.amount, payment.currency)}</td>
                <td className="wrap-anywhere">{payment.reference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {owed.length > 0 ? (
        <LeadForm intent="payment" csrfToken={csrfToken} busy={busy} submit={text.form.submit}>
          <h3 className="font-semibold">{text.form.legend}</h3>
          {owed.length > 1 ? (
            <AdminSelect
              id="currency"
              name="currency"
              label={text.form.currency}
              aria-invalid={errors.currency ? true : undefined}
            >
              {owed.map((one) => (
                <option key={one.value} value={one.value}>
                  {one.label}
                </option>
              ))}
            </AdminSelect>
          ) : (
            <input type="hidden" name="currency" value={owed[0]?.value} />
          )}
          <TextField
            label={text.form.amount}
            name="amount"
            inputMode="numeric"
            pattern="[0-9]*"
            required
            hint={text.form.amountHint}
            error={errors.amount}
          />
          <TextField
            label={text.form.paidOn}
            name="paidOn"
            type="date"
            max={today}
            defaultValue={today}
            required
            error={errors.paidOn}
          />
          <TextField
            label={text.form.reference}
            name="reference"
            maxLength={MAX_REFERENCE_LENGTH}
            required
            hint={text.form.referenceHint}
            error={errors.reference}
          />
        </LeadForm>
      ) : null}
    </>
  );
}
