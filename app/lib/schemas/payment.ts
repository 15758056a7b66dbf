import { z } from "zod";
import { enrolmentPayments } from "~/content/pages/enrolment-payments";
import { currencies } from "../courses";
import { indiaDayOf, isDay } from "../india-days";
import { emptyAsNull } from "./list";

const text = enrolmentPayments.refused;

export const MAX_PAYMENT = 100_000_000;
export const MAX_REFERENCE_LENGTH = 100;

/** Whole units: a form sends digits, JSON a number; "1,000", "10.5" and "-3" are refused. */
const amount = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/),
    ],
    { error: text.amount },
  )
  .transform(Number)
  .refine((value) => Number.isSafeInteger(value) && value > 0 && value <= MAX_PAYMENT, {
    error: text.amount,
  });

/** Today is the India day the payment is recorded on. */
const paidOn = z
  .string({ error: text.paidOn })
  .trim()
  .refine(isDay, { error: text.paidOn })
  .refine((day) => day <= indiaDayOf(new Date()), { error: text.future });

const reference = z
  .string({ error: text.reference })
  .trim()
  .min(1, text.reference)
  .max(MAX_REFERENCE_LENGTH, text.reference)
  .refine((value) => !/[\p{Cc}\p{Cf}]/u.test(value), { error: text.reference });

/** Without a currency, the enrolment's only one (the server decides). */
export const paymentSchema = z.object({
  intent: z.literal("payment"),
  currency: emptyAsNull(
    z.enum(currencies.map((one) => one.value) as ["USD", "INR"], { error: text.currency }),
  ),
  amount,
  paidOn,
  reference,
});

export type PaymentInput = z.infer<typeof paymentSchema>;

/** One bank reference is one payment, however it is typed. */
export const referenceKey = (reference: string) => reference.replace(/\s+/g, "").toUpperCase();
