import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultProfile } from "~/content/company";
import { enrolmentPayments } from "~/content/pages/enrolment-payments";
import type { PaidFee } from "~/lib/courses";
import { indiaDayOf } from "~/lib/india-days";
import { financialYearOf, receiptNumber } from "~/lib/receipts";
import type { PaymentInput } from "~/lib/schemas/payment";
import { testDialects } from "../../../tests/support/databases";
import { storeEnrolment } from "../../../tests/support/enrolments";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { readPdf } from "../../../tests/support/pdf";
import { racing } from "../../../tests/support/racing";
import { tag } from "../../../tests/support/site-client";
import { publishDraft, readArea, saveDraft } from "../content/store.server";
import { deleteLeads, removeOrphanUploads } from "../leads/delete-leads.server";
import { enrolmentPaymentsOf, type PaymentOutcome, recordPayment } from "./payments.server";

const text = enrolmentPayments.refused;
const admin = { id: null, email: "owner@example.in" };
const rupees = (fee: number, key = `c${tag()}`): PaidFee => ({
  key,
  label: "Full Stack Web",
  fee,
  currency: "INR",
});
const dollars = (fee: number): PaidFee => ({ key: `c${tag()}`, label: "Node.js", fee, currency: "USD" });

describe.each(testDialects)("recording an enrolment's payment on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const today = () => indiaDayOf(new Date());
  const year = () => financialYearOf(today());
  const pay = (id: string, input: Partial<PaymentInput> = {}) =>
    recordPayment({ db: site.app.db, config: site.config, site: site.site }, admin, id, {
      intent: "payment",
      currency: null,
      amount: 1000,
      paidOn: today(),
      reference: `UTR${tag()}`,
      ...input,
    });
  const lastNumber = async () =>
    Number(
      (
        await site.app.db
          .selectFrom("receipt_counters")
          .select("last")
          .where("financial_year", "=", year())
          .executeTakeFirst()
      )?.last ?? 0,
    );
  /** What a refusal must leave as it was. */
  const saved = async () => {
    const count = async (table: "course_payments" | "mail_attachments" | "mail_outbox" | "audit_log") =>
      Number(
        (
          await site.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      payments: await count("course_payments"),
      attachments: await count("mail_attachments"),
      mails: await count("mail_outbox"),
      audit: await count("audit_log"),
      counter: await lastNumber(),
    };
  };
  const numberOf = (outcome: PaymentOutcome) =>
    outcome.ok ? outcome.payment.receiptNumber : outcome.message;

  it("gives the year's next receipt number, keeps the receipt PDF and mails it to the trainee", async () => {
    const area = await readArea(site.app.db, "payments");
    const saved = await saveDraft(
      site.app.db,
      "payments",
      { ...area.draft, gstin: "27AAPFU0939F1ZV" },
      area.revision,
      admin,
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    await publishDraft(site.app.db, "payments", saved.revision, admin);
    await site.site.refresh();
    const { id, email } = await storeEnrolment(site.app.db, [rupees(18_000)], { name: "Asha Rao" });
    const before = await lastNumber();
    const first = await pay(id, { amount: 8_000, reference: "UPI 4411 2233" });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.payment).toMatchObject({
      receiptNumber: receiptNumber(year(), before + 1),
      amount: 8_000,
      currency: "INR",
    });
    const stored = await site.app.db
      .selectFrom("course_payments")
      .selectAll()
      .where("id", "=", first.payment.id)
      .executeTakeFirstOrThrow();
    const pdf = readPdf(readFileSync(path.join(site.config.UPLOADS_DIR, stored.stored_name)));
    const printed = pdf.pageTexts.join("\n");
    expect(pdf.pages).toBe(1);
    expect(printed).toContain(first.payment.receiptNumber);
    expect(printed).toContain("8,000");
    expect(printed).toContain("UPI 4411 2233");
    expect(printed).toContain("Asha Rao");
    expect(printed).toContain("Full Stack Web");
    expect(printed).toContain(defaultProfile.name);
    expect(printed).toContain("Andheri East");
    expect(printed).toContain("GSTIN: 27AAPFU0939F1ZV");

    const mail = await site.app.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("id", "=", first.mailId)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: email, lead_id: id, status: "waiting" });
    expect(mail.subject).toContain(first.payment.receiptNumber);
    const attached = await site.app.db
      .selectFrom("mail_attachments")
      .selectAll()
      .where("mail_id", "=", first.mailId)
      .execute();
    expect(attached).toEqual([
      {
        mail_id: first.mailId,
        position: 0,
        stored_name: stored.stored_name,
        file_name: `receipt-${first.payment.receiptNumber.replace("/", "-")}.pdf`,
        content_type: "application/pdf",
      },
    ]);
    const audit = await site.app.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "details"])
      .where("target_id", "=", id)
      .execute();
    expect(audit).toEqual([
      {
        action: "enrolment.payment-recorded",
        actor_email: admin.email,
        details: JSON.stringify({ receipt: first.payment.receiptNumber, amount: 8_000, currency: "INR" }),
      },
    ]);

    // The rest, and then nothing more: the enrolment owes nothing.
    const second = await pay(id, { amount: 10_000 });
    expect(numberOf(second)).toBe(receiptNumber(year(), before + 2));
    expect(await enrolmentPaymentsOf(site.app.db, id)).toMatchObject({
      due: { INR: 18_000 },
      paid: { INR: 18_000 },
      left: { INR: 0 },
    });
    expect(await pay(id, { amount: 1 })).toEqual({
      ok: false,
      status: 400,
      field: "amount",
      message: text.tooMuch(0, "INR"),
    });
  });

  it("refuses, saving nothing: more than is due, a currency not owed, a reference used, a lead of another kind", async () => {
    const mixed = await storeEnrolment(site.app.db, [dollars(2_000), rupees(18_000)]);
    const used = `UTR${tag()}`;
    expect((await pay(mixed.id, { currency: "USD", amount: 500, reference: used })).ok).toBe(true);
    const feedback = (
      await site.app.db
        .selectFrom("leads")
        .select("id")
        .where("kind", "=", "enrolments")
        .executeTakeFirstOrThrow()
    ).id;
    await site.app.db.updateTable("leads").set({ kind: "feedback" }).where("id", "=", feedback).execute();
    const before = await saved();
    const refusals: [Partial<PaymentInput>, string, string][] = [
      [{ currency: "USD", amount: 1_501 }, "amount", text.tooMuch(1_500, "USD")],
      [{ currency: "INR", amount: 18_001 }, "amount", text.tooMuch(18_000, "INR")],
      // Two currencies owed: the payment must say which.
      [{ currency: null }, "currency", text.currency],
      [{ currency: "USD", reference: used }, "reference", text.referenceUsed],
      // However it is typed.
      [
        { currency: "USD", reference: ` ${used.toLowerCase().replace("utr", "u t r")} ` },
        "reference",
        text.referenceUsed,
      ],
    ];
    for (const [input, field, message] of refusals)
      expect(await pay(mixed.id, input), JSON.stringify(input)).toEqual({
        ok: false,
        status: 400,
        field,
        message,
      });
    const onlyDollars = await storeEnrolment(site.app.db, [dollars(900)]);
    expect(await pay(onlyDollars.id, { currency: "INR" })).toMatchObject({ field: "currency", status: 400 });
    expect(await pay(feedback)).toEqual({
      ok: false,
      status: 400,
      field: "intent",
      message: text.notEnrolment,
    });
    expect(await pay("00000000-0000-4000-8000-000000000000")).toMatchObject({ status: 404 });
    expect(await saved()).toEqual(before);
    await site.app.db.updateTable("leads").set({ kind: "enrolments" }).where("id", "=", feedback).execute();
  });

  it("gives payments recorded at once consecutive numbers, with no gap and no repeat", async () => {
    const enrolments = await Promise.all(
      Array.from({ length: 4 }, () => storeEnrolment(site.app.db, [rupees(5_000)])),
    );
    // The counter's row exists, so each payment's transaction waits for it.
    expect((await pay(enrolments[0]?.id ?? "", { amount: 100 })).ok).toBe(true);
    const before = await lastNumber();
    const outcomes = await racing(
      site.app,
      (held) => sql`update receipt_counters set last = last where financial_year = ${year()}`.execute(held),
      enrolments.map(
        ({ id }) =>
          () =>
            pay(id, { amount: 1_000 }),
      ),
    );
    const numbers = outcomes.map((outcome) => {
      if (outcome.status === "rejected") throw outcome.reason;
      return numberOf(outcome.value);
    });
    expect(numbers.toSorted()).toEqual([1, 2, 3, 4].map((step) => receiptNumber(year(), before + step)));
    expect(await lastNumber()).toBe(before + 4);
  });

  it("records one payment of a reference sent twice at once, and refuses the other", async () => {
    const [first, second] = await Promise.all([
      storeEnrolment(site.app.db, [rupees(5_000)]),
      storeEnrolment(site.app.db, [rupees(5_000)]),
    ]);
    const reference = `UTR${tag()}`;
    const before = await lastNumber();
    const outcomes = await racing(
      site.app,
      (held) => sql`update receipt_counters set last = last where financial_year = ${year()}`.execute(held),
      [first, second].map(
        ({ id }) =>
          () =>
            pay(id, { amount: 1_000, reference }),
      ),
    );
    const values = outcomes.map((outcome) => (outcome.status === "fulfilled" ? outcome.value : null));
    expect(values.filter((value) => value?.ok)).toHaveLength(1);
    expect(values.filter((value) => value && !value.ok)).toEqual([
      { ok: false, status: 400, field: "reference", message: text.referenceUsed },
    ]);
    // The refused one took no number.
    expect(await lastNumber()).toBe(before + 1);
  });

  it("keeps a receipt's PDF through the sweep of unnamed files, and deletes it with its lead", async () => {
    const { id } = await storeEnrolment(site.app.db, [rupees(3_000)]);
    const paid = await pay(id, { amount: 3_000 });
    if (!paid.ok) throw new Error(paid.message);
    const { stored_name } = await site.app.db
      .selectFrom("course_payments")
      .select("stored_name")
      .where("id", "=", paid.payment.id)
      .executeTakeFirstOrThrow();
    const file = path.join(site.config.UPLOADS_DIR, stored_name);
    // A day on, the sweep removes the files no row names: the receipt is named twice.
    await removeOrphanUploads(site.app.db, site.config.UPLOADS_DIR, new Date(Date.now() + 86_400_000));
    expect(existsSync(file)).toBe(true);
    const deleted = await deleteLeads(site.app.db, site.config.UPLOADS_DIR, async () => [id]);
    expect(deleted).toMatchObject({ leads: 1, files: 1 });
    expect(existsSync(file)).toBe(false);
    expect(
      await site.app.db.selectFrom("course_payments").select("id").where("enrolment_id", "=", id).execute(),
    ).toEqual([]);
    expect(
      await site.app.db
        .selectFrom("mail_attachments")
        .select("mail_id")
        .where("mail_id", "=", paid.mailId)
        .execute(),
    ).toEqual([]);
  });
});
