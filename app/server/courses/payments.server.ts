import { unlink } from "node:fs/promises";
import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import { paymentMails, receiptTexts, enrolmentPayments as text } from "~/content/pages/enrolment-payments";
import { type Currency, formatFee, type Totals } from "~/lib/courses";
import { indiaDayOf } from "~/lib/india-days";
import { type EnrolmentPayments, financialYearOf, type RecordedPayment, receiptNumber } from "~/lib/receipts";
import { isUuid } from "~/lib/schemas/inbox";
import { type PaymentInput, referenceKey } from "~/lib/schemas/payment";
import type { AppContext } from "../app-context.server";
import { type Actor, recordAudit } from "../audit/audit.server";
import { isUniqueViolation } from "../db/errors.server";
import type { Database } from "../db/schema.server";
import { type FieldRefused, Refusal, refuse } from "../field-refusal.server";
import { newId, nowIso } from "../ids.server";
import { enqueueMail } from "../mail/outbox.server";
import { keepFile } from "../uploads/receive-upload.server";
import { currencyOf, paidFees, totalsOfRow } from "./fees.server";
import { enrolmentReference, seatLine } from "./payment.server";
import { receiptPdf } from "./receipt-pdf.server";

async function paymentsOfRow(db: Kysely<Database>, row: Record<string, unknown> & { id: string }) {
  const rows = await db
    .selectFrom("course_payments")
    .select(["id", "receipt_number", "paid_on", "amount", "currency", "reference"])
    .where("enrolment_id", "=", row.id)
    .orderBy("receipt_number")
    .execute();
  const payments = rows.map((payment) => ({
    id: payment.id,
    receiptNumber: payment.receipt_number,
    paidOn: payment.paid_on,
    amount: Number(payment.amount),
    currency: currencyOf(payment),
    reference: payment.reference,
  }));
  const due = totalsOfRow(row);
  const paid: Totals = {};
  for (const { currency, amount } of payments) paid[currency] = (paid[currency] ?? 0) + amount;
  const left: Totals = {};
  for (const [currency, amount] of Object.entries(due) as [Currency, number][])
    left[currency] = Math.max(0, amount - (paid[currency] ?? 0));
  return { due, paid, left, payments };
}

/** What an enrolment owes and has paid, per currency; null for any other lead. */
export async function enrolmentPaymentsOf(
  db: Kysely<Database>,
  id: string,
): Promise<EnrolmentPayments | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom("course_enrolments")
    .selectAll()
    .where("id", "=", id.toLowerCase())
    .executeTakeFirst();
  if (!row) return null;
  return { ...(await paymentsOfRow(db, row)), seatsReleasedAt: row.seats_released_at };
}

export type PaymentOutcome = { ok: true; payment: RecordedPayment; mailId: string } | FieldRefused;

/**
 * Taken in the payment's transaction: the counter row stays locked until it commits, so payments
 * queue for it and a rollback gives the number back, with no gap and no repeat.
 */
async function nextReceiptNumber(trx: Transaction<Database>, issuedOn: string): Promise<string> {
  const year = financialYearOf(issuedOn);
  await trx
    .insertInto("receipt_counters")
    .values({ financial_year: year, last: 0 })
    .onConflict((conflict) => conflict.column("financial_year").doNothing())
    .execute();
  const counter = await trx
    .updateTable("receipt_counters")
    .set((eb) => ({ last: eb("last", "+", 1) }))
    .where("financial_year", "=", year)
    .returning("last")
    .executeTakeFirstOrThrow();
  return receiptNumber(year, Number(counter.last));
}

/** One transaction; the receipt's PDF is written before the commit and removed if that fails. */
export async function recordPayment(
  { db, config, site }: Pick<AppContext, "db" | "config" | "site">,
  actor: Actor,
  leadId: string,
  input: PaymentInput,
  now = new Date(),
): Promise<PaymentOutcome> {
  if (!isUuid(leadId)) return refuse("intent", text.refused.leadNotFound, 404).outcome;
  const id = leadId.toLowerCase();
  const storedName = `${newId()}.pdf`;
  let written = false;
  try {
    return await db.transaction().execute(async (trx) => {
      const lead = await trx.selectFrom("leads").select("kind").where("id", "=", id).executeTakeFirst();
      if (!lead) throw refuse("intent", text.refused.leadNotFound, 404);
      if (lead.kind !== "enrolments") throw refuse("intent", text.refused.notEnrolment);
      // Payments of one enrolment wait for each other here: each sees what the one before recorded.
      await trx
        .updateTable("course_enrolments")
        .set((eb) => ({ id: eb.ref("id") }))
        .where("id", "=", id)
        .execute();
      const row = await trx
        .selectFrom("course_enrolments")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const { due, left } = await paymentsOfRow(trx, row);
      const owed = Object.keys(due) as Currency[];
      const currency = input.currency ?? (owed.length === 1 ? owed[0] : undefined);
      if (!currency || due[currency] === undefined) throw refuse("currency", text.refused.currency);
      const stillDue = left[currency] ?? 0;
      if (input.amount > stillDue) throw refuse("amount", text.refused.tooMuch(stillDue, currency));
      const key = referenceKey(input.reference);
      const used = await trx
        .selectFrom("course_payments")
        .select("id")
        .where("reference_key", "=", key)
        .executeTakeFirst();
      if (used) throw refuse("reference", text.refused.referenceUsed);

      const issuedOn = indiaDayOf(now);
      const number = await nextReceiptNumber(trx, issuedOn);

      const { profile, payments: settings, courses } = site.current().content;
      const amount = formatFee(input.amount, currency);
      const trainee = row.name || row.email;
      const seats = await trx
        .selectFrom("course_batch_enrolments")
        .select(["course_key", "starts_on"])
        .where("enrolment_id", "=", id)
        .execute();
      const pdf = await receiptPdf({
        number,
        issuedOn,
        paidOn: input.paidOn,
        company: { name: profile.name, address: profile.address, gstin: settings.gstin },
        trainee,
        // Each course the enrolment paid for, with the batch it holds a seat in.
        courses: paidFees(row).map((paid) =>
          seatLine(
            paid.label,
            courses,
            seats.find((one) => one.course_key === paid.key),
          ),
        ),
        amount,
        reference: input.reference,
        enrolment: enrolmentReference(id),
      });
      await keepFile(config.UPLOADS_DIR, storedName, pdf);
      written = true;
      const payment: RecordedPayment = {
        id: newId(),
        receiptNumber: number,
        paidOn: input.paidOn,
        amount: input.amount,
        currency,
        reference: input.reference,
      };
      await trx
        .insertInto("course_payments")
        .values({
          id: payment.id,
          enrolment_id: id,
          currency,
          amount: input.amount,
          paid_on: input.paidOn,
          reference: input.reference,
          reference_key: key,
          receipt_number: number,
          stored_name: storedName,
          recorded_by: actor.email,
          created_at: nowIso(),
        })
        .execute();
      const mailId = await enqueueMail(trx, {
        to: row.email,
        subject: paymentMails.receipt.subject(number, profile.name),
        text: paymentMails.receipt.text(trainee, amount, input.reference, number, profile.name),
        leadId: id,
        attachments: [
          { storedName, fileName: receiptTexts.fileName(number), contentType: "application/pdf" },
        ],
      });
      await recordAudit(trx, actor, {
        action: "enrolment.payment-recorded",
        targetType: "lead",
        targetId: id,
        details: { receipt: number, amount: input.amount, currency },
      });
      return { ok: true as const, payment, mailId };
    });
  } catch (error) {
    if (written) await unlink(path.join(config.UPLOADS_DIR, storedName)).catch(() => {});
    if (error instanceof Refusal) return error.outcome;
    // Another admin recorded the same reference at the same moment.
    if (isUniqueViolation(error)) return refuse("reference", text.refused.referenceUsed).outcome;
    throw error;
  }
}

/** The stored receipt of a payment, for the admin's download. */
export async function receiptFile(db: Kysely<Database>, paymentId: string) {
  if (!isUuid(paymentId)) return null;
  const row = await db
    .selectFrom("course_payments")
    .select(["receipt_number", "stored_name"])
    .where("id", "=", paymentId.toLowerCase())
    .executeTakeFirst();
  return row
    ? {
        storedName: row.stored_name,
        fileName: receiptTexts.fileName(row.receipt_number),
        contentType: "application/pdf",
      }
    : null;
}
