import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enrolmentPayments } from "~/content/pages/enrolment-payments";
import { addDays, indiaDayOf } from "~/lib/india-days";
import { financialYearOf } from "~/lib/receipts";
import { MAX_REFERENCE_LENGTH } from "~/lib/schemas/payment";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { readPdf } from "../support/pdf";
import { tag } from "../support/site-client";

const text = enrolmentPayments;

// Recording a payment on an enrolment's page through the real server: the admin's JSON and form
// posts, the receipt mailed through the outbox to a real SMTP server, its download, and every kind
// of bad field answered 400 with the field named and nothing saved. The rules themselves are
// tested in process (app/server/courses/payments.server.test.ts).
describe.each(testDialects)("an enrolment's payments on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect);

  let address = 0;
  async function enrol() {
    const n = ++address;
    const email = `meera.${tag()}@example.com`;
    const response = await client.postJson(
      "/submitCourseData",
      { name: "Meera Iyer", email, mobile: `98111${String(n).padStart(5, "0")}`, cProgramming: true },
      { "x-forwarded-for": `198.51.100.${n}` },
    );
    expect(response.status).toBe(201);
    return { id: ((await response.json()) as { id: string }).id, email };
  }
  const today = () => indiaDayOf(new Date());
  const act = (id: string, body: Record<string, unknown>) =>
    client.postJson(`/admin/leads/${id}`, { intent: "payment", ...body }, client.as(admin));
  const paymentsOf = (id: string) =>
    site.app.db.selectFrom("course_payments").selectAll().where("enrolment_id", "=", id).execute();

  it("records a payment, mails the trainee a numbered PDF receipt and keeps it on the lead", async () => {
    const { id, email } = await enrol();
    const reference = `UTR ${tag()}`;
    const response = await act(id, { amount: 2000, paidOn: today(), reference });
    expect(response.status).toBe(201);
    const [payment] = await paymentsOf(id);
    if (!payment) throw new Error("no payment stored");
    expect(payment.receipt_number).toMatch(new RegExp(`^${financialYearOf(today())}/\\d{4}$`));
    expect(await response.json()).toEqual({ ok: true, message: text.recorded(payment.receipt_number) });

    const mail = await site.sink.waitFor(
      (message) => message.to.includes(email) && /receipt/i.test(message.subject),
    );
    expect(mail.attachments.map((file) => [file.fileName, file.contentType])).toEqual([
      [`receipt-${payment.receipt_number.replace("/", "-")}.pdf`, "application/pdf"],
    ]);
    const attached = Buffer.from(mail.attachments[0]?.base64 ?? "", "base64");
    const printed = readPdf(attached).pageTexts.join("\n");
    expect(printed).toContain(payment.receipt_number);
    expect(printed).toContain("$2,000");
    expect(printed).toContain(reference);
    expect(printed).toContain("Meera Iyer");

    // The same PDF is kept on the lead, for admins only.
    const download = await client.request(`/admin/receipts/${payment.id}`, {
      headers: { cookie: admin.cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(Buffer.from(await download.arrayBuffer()).equals(attached)).toBe(true);
    const anonymous = await client.request(`/admin/receipts/${payment.id}`, { redirect: "manual" });
    expect(anonymous.status).not.toBe(200);

    const page = await client.request(`/admin/leads/${id}`, {
      headers: { accept: "text/html", cookie: admin.cookie },
    });
    const html = await page.text();
    expect(html).toContain(`>${text.heading}</h2>`);
    expect(html).toContain(`href="/admin/receipts/${payment.id}"`);
    expect(html).toContain(text.download(payment.receipt_number));
  });

  it("records a browser's form post, and re-renders the page with the receipt", async () => {
    const { id } = await enrol();
    const posted = await client.request(`/admin/leads/${id}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        cookie: admin.cookie,
      },
      body: new URLSearchParams({
        _csrf: admin.xsrf,
        intent: "payment",
        currency: "USD",
        amount: "500",
        paidOn: today(),
        reference: `UTR${tag()}`,
      }),
    });
    expect(posted.status).toBe(201);
    const [payment] = await paymentsOf(id);
    expect(await posted.text()).toContain(text.recorded(payment?.receipt_number ?? "none"));
  });

  it("lets only an admin with the XSRF token record a payment", async () => {
    const { id } = await enrol();
    const body = { intent: "payment", amount: 100, paidOn: today(), reference: `UTR${tag()}` };
    const forged = await client.postJson(`/admin/leads/${id}`, body, { cookie: admin.cookie });
    expect(forged.status).toBe(403);
    const user = await client.newUserSession();
    const notAdmin = await client.postJson(`/admin/leads/${id}`, body, client.as(user));
    expect([302, 303, 403]).toContain(notAdmin.status);
    expect(await paymentsOf(id)).toEqual([]);
  });

  it("refuses every bad field with a 400 naming it, and saves nothing", async () => {
    const { id } = await enrol();
    const used = `UTR${tag()}`;
    expect((await act(id, { amount: 100, paidOn: today(), reference: used })).status).toBe(201);
    const feedback = await client.postJson("/api/feedback", {
      name: "Asha",
      email: `asha.${tag()}@example.com`,
      message: "Hello",
    });
    const feedbackId = ((await feedback.json()) as { id: string }).id;
    const counts = async () => ({
      payments: (await site.app.db.selectFrom("course_payments").select("id").execute()).length,
      counters: await site.app.db.selectFrom("receipt_counters").selectAll().execute(),
    });
    const before = await counts();
    const good = { amount: 100, paidOn: today(), reference: `UTR${tag()}` };
    const badAmount = fc.oneof(
      fc.constantFrom(
        undefined,
        "",
        " ",
        "0",
        "-5",
        "1.5",
        "10.00",
        "1e3",
        "1,000",
        "₹100",
        "0x10",
        "abc",
        null,
        true,
        [],
        {},
      ),
      fc.integer({ max: 0 }),
      fc.double({ noInteger: true }),
      // More than the $2,000 still due after the first $100.
      fc.integer({ min: 1901, max: 10 ** 12 }),
    );
    const badDay = fc.oneof(
      fc.constantFrom("", "2026-02-30", "2026-13-01", "05/12/2026", "yesterday", "2026-1-5", null, 20261205),
      fc.string({ maxLength: 20 }).filter((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())),
      fc.integer({ min: 1, max: 4000 }).map((days) => addDays(today(), days)),
    );
    const badReference = fc.oneof(
      fc.constantFrom(
        "",
        "   ",
        "a\u0000b",
        "a\u202eb",
        "x".repeat(MAX_REFERENCE_LENGTH + 1),
        used,
        used.toLowerCase(),
        null,
        5,
      ),
    );
    const badCurrency = fc.constantFrom("EUR", "usd", "INR", 1, ["USD"]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badAmount.map((amount) => ["amount", { ...good, amount }] as const),
          badDay.map((paidOn) => ["paidOn", { ...good, paidOn }] as const),
          badReference.map((reference) => ["reference", { ...good, reference }] as const),
          badCurrency.map((currency) => ["currency", { ...good, currency }] as const),
        ),
        async ([field, body]) => {
          const response = await act(id, body);
          expect(response.status, JSON.stringify(body)).toBe(400);
          const answer = (await response.json()) as { ok: boolean; fields?: Record<string, string> };
          expect(answer.ok).toBe(false);
          expect(Object.keys(answer.fields ?? {}), JSON.stringify(body)).toContain(field);
        },
      ),
      { numRuns: 60 },
    );
    const notEnrolment = await act(feedbackId, good);
    expect(notEnrolment.status).toBe(400);
    expect(await notEnrolment.json()).toMatchObject({
      error: text.refused.notEnrolment,
      fields: { intent: text.refused.notEnrolment },
    });
    expect(await counts()).toEqual(before);
  });
});
