import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { onlineCoursePage } from "~/content/pages/online-course";
import { defaultSiteContent } from "~/content/site-content";
import { COURSES_FIELD } from "~/lib/courses";
import { endpoints } from "~/lib/endpoints";
import { messages } from "~/lib/messages";
import { limits } from "~/lib/schemas/limits";
import { testDialects } from "../../../tests/support/databases";
import { leadFormSite, leadLink } from "../../../tests/support/lead-actions";
import { jsonLeadPost } from "../../../tests/support/lead-bodies";
import { COMPANY_EMAIL } from "../../../tests/support/lead-site";
import { type CourseKey, courses } from "../../../tests/support/seeded-courses";
import { tag } from "../../../tests/support/site-client";
import { publishDraft, readArea, saveDraft } from "../content/store.server";
import { enrolmentReference } from "../courses/payment.server";
import { leadForms } from "./lead-forms.server";
import { submitLead } from "./submit-lead.server";

// The online-course enrolment: the courses it stores, the total the server computes from the
// catalogue, and the notification staff read.
describe.each(testDialects)("a course enrolment on %s", (dialect) => {
  const leads = leadFormSite(dialect);
  const enrol = (body: Record<string, unknown> & { email: string }) =>
    leads.stored(leadForms.course, "course_enrolments", body);

  it("names the chosen courses in the catalogue's order with their total, and stores the description", async () => {
    const email = `kiran.${tag()}@example.com`;
    const { answer, row, mail } = await enrol({
      mobile: "98765 43210",
      email,
      description: "  Evenings only.  ",
      nodeJs: true,
      cProgramming: "on",
      javaProgramming: true,
      phpProgramming: false,
    });
    expect(answer).toEqual({ ok: true, message: messages.enquiry.saved, totalFees: 9200, id: row.id });
    expect(row).toMatchObject({
      mobile: "9876543210",
      email,
      description: "Evenings only.",
      total_fees: 9200,
    });
    expect(JSON.parse(row.skills)).toEqual(["cProgramming", "javaProgramming", "nodeJs"]);
    expect(row.currency).toBe("USD");
    expect(JSON.parse(row.fees ?? "null")).toEqual([
      { key: "cProgramming", label: "C Programming", fee: 2000, currency: "USD" },
      { key: "javaProgramming", label: "Java", fee: 4000, currency: "USD" },
      { key: "nodeJs", label: "Node.js", fee: 3200, currency: "USD" },
    ]);
    expect(row.updated_at).toEqual(row.created_at);
    expect(mail).toMatchObject({
      to_address: COMPANY_EMAIL,
      subject: `New course enrolment: ${email}`,
      reply_to: email,
      status: "waiting",
    });
    expect(mail.text_body).toBe(
      [
        "A visitor enrolled in a course.",
        "",
        "Mobile: 9876543210",
        `Email: ${email}`,
        "Description: Evenings only.",
        "Courses: C Programming, Java, Node.js",
        "Batches: C Programming: Date to be announced · Online",
        "Java: Date to be announced · Online",
        "Node.js: Date to be announced · Online",
        "Fees: C Programming: $2,000, Java: $4,000, Node.js: $3,200",
        "Total Fees: $9,200",
        `Reference: ${enrolmentReference(row.id)}`,
        "",
        leadLink(row.id),
      ].join("\n"),
    );
  });

  it("keeps the trainee's name when given: the row, the lead, the notification's subject and first line", async () => {
    const email = `asha.${tag()}@example.com`;
    const { row, mail } = await enrol({
      name: "  Asha Rao  ",
      mobile: "9876543210",
      email,
      cProgramming: true,
    });
    expect(row.name).toBe("Asha Rao");
    const lead = await leads.site.app.db
      .selectFrom("leads")
      .select(["name", "search_text"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(lead.name).toBe("Asha Rao");
    expect(lead.search_text.split("\n")[0]).toBe("Asha Rao");
    expect(mail.subject).toBe("New course enrolment: Asha Rao");
    expect(mail.text_body.split("\n").slice(0, 4)).toEqual([
      "A visitor enrolled in a course.",
      "",
      "Name: Asha Rao",
      "Mobile: 9876543210",
    ]);
  });

  it("answers JSON asked of the page's own address, as its script asks, with the total in words and how to pay", async () => {
    const body = { mobile: "9876543210", email: `page.${tag()}@example.com`, cProgramming: true };
    const [page, api] = await Promise.all(
      [onlineCoursePage.seo.path, endpoints.courseData].map(async (path) => {
        const result = await submitLead(jsonLeadPost(body, path), leads.freshContext(), leadForms.course);
        expect(result.init?.status).toBe(201);
        return result.data;
      }),
    );
    expect(page).toMatchObject({
      ok: true,
      detail: `${onlineCoursePage.labels.totalFees}: $2,000`,
      totals: { USD: 2000 },
      enrolled: [{ course: "C Programming" }],
      payment: { reference: expect.stringMatching(/^ENR-/) },
    });
    expect(Object.keys(api ?? {}).sort()).toEqual(["id", "message", "ok", "totalFees"]);
  });

  it("refuses a name over its limit under the name, storing nothing", async () => {
    const email = `long.${tag()}@example.com`;
    const result = await submitLead(
      jsonLeadPost({ name: "A".repeat(limits.name + 1), mobile: "9876543210", email, cProgramming: true }),
      leads.freshContext(),
      leadForms.course,
    );
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, fields: { name: messages.field.tooLong(limits.name) } });
    const stored = await leads.site.app.db
      .selectFrom("course_enrolments")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(stored).toEqual([]);
  });

  /** The form as a browser posts it, which is answered with the payment instructions. */
  async function enrolFromPage(body: Record<string, string>) {
    const request = new Request("https://www.example.in/online-course", {
      method: "POST",
      body: new URLSearchParams(body),
    });
    const result = await submitLead(request, leads.freshContext(), leadForms.course);
    if (!result.data.ok || !result.data.id) throw new Error(`not stored: ${JSON.stringify(result.data)}`);
    return { ...result.data, id: result.data.id };
  }

  it("tells the trainee how to pay: rupees by the company's UPI link and QR code, dollars by its bank", async () => {
    const { db } = leads.site.app;
    const editor = { id: null, email: "owner@example.in" };
    const payments = {
      upiId: "mumbaisoft@okaxis",
      upiPayee: "Mumbai Soft",
      bankDetails: "HDFC Bank, account 5010 0000 0000",
    };
    const courses = (await readArea(db, "courses")).live.courses.map((course) =>
      course.key === "javaProgramming" ? { ...course, fee: 18_000, currency: "INR" as const } : course,
    );
    for (const [key, document] of [
      ["payments", payments],
      ["courses", { courses }],
    ] as const) {
      const saved = await saveDraft(db, key, document as never, (await readArea(db, key)).revision, editor);
      if (!saved.ok) throw new Error(JSON.stringify(saved));
      await publishDraft(db, key, saved.revision, editor);
    }
    await leads.site.site.refresh();
    try {
      const email = `pay.${tag()}@example.com`;
      const answer = await enrolFromPage({
        mobile: "9876543210",
        email,
        javaProgramming: "on",
        cProgramming: "on",
      });
      const reference = enrolmentReference(answer.id);
      expect(reference).toMatch(/^ENR-[0-9A-F]{8}$/);
      expect(answer.payment).toMatchObject({
        reference,
        upi: {
          rupees: 18_000,
          link: `upi://pay?pa=mumbaisoft@okaxis&pn=Mumbai%20Soft&am=18000.00&cu=INR&tn=${reference}`,
        },
        otherwise: { due: { USD: 2000 }, bankDetails: payments.bankDetails },
      });
      const svg = Buffer.from(String(answer.payment?.upi?.qrCode).split(",")[1] ?? "", "base64").toString();
      expect(svg).toMatch(/^<svg [^>]*viewBox/);
      const acknowledgement = await db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("to_address", "=", email)
        .executeTakeFirstOrThrow();
      expect(acknowledgement.text_body).toContain(answer.payment?.upi?.link);
      expect(acknowledgement.text_body).toContain(payments.bankDetails);
      expect(acknowledgement.text_body).toContain(`Quote this reference with your payment: ${reference}.`);
    } finally {
      for (const [key, document] of [
        ["payments", defaultSiteContent.payments],
        ["courses", defaultSiteContent.courses],
      ] as const) {
        const saved = await saveDraft(db, key, document as never, (await readArea(db, key)).revision, editor);
        if (saved.ok) await publishDraft(db, key, saved.revision, editor);
      }
      await leads.site.site.refresh();
    }
  });

  it("says the company will write when it has no UPI ID or bank details", async () => {
    const answer = await enrolFromPage({
      mobile: "9876543210",
      email: `later.${tag()}@example.com`,
      javaProgramming: "on",
    });
    expect(answer.payment).toEqual({
      reference: enrolmentReference(answer.id),
      payWithinDays: 3,
      otherwise: { due: { USD: 4000 }, bankDetails: null },
    });
  });

  it("refuses an enrolment that names no course with 400 under its message, storing and mailing nothing", async () => {
    const email = `kiran.${tag()}@example.com`;
    for (const body of [
      { mobile: "9876543210", email },
      { mobile: "9876543210", email, javaProgramming: false, nodeJs: "", rust: true, courses: true },
    ]) {
      const result = await submitLead(jsonLeadPost(body), leads.freshContext(), leadForms.course);
      expect(result.init?.status).toBe(400);
      expect(result.data).toMatchObject({
        ok: false,
        error: messages.enquiry.failed,
        fields: { [COURSES_FIELD]: onlineCoursePage.noCourse },
      });
    }
    const { db } = leads.site.app;
    expect(
      await db.selectFrom("course_enrolments").select("id").where("email", "=", email).execute(),
    ).toEqual([]);
    expect(await db.selectFrom("mail_outbox").select("id").where("reply_to", "=", email).execute()).toEqual(
      [],
    );
  });

  it("for any choice of courses, stores and mails exactly those with the sum of their fees", async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray([...courses], { minLength: 1 }), async (chosen) => {
        const email = `kiran.${tag()}@example.com`;
        const body: Record<string, unknown> & { email: string } = { mobile: "9876543210", email };
        for (const course of chosen) body[course.key] = true;
        const { answer, row, mail } = await enrol(body);
        const total = chosen.reduce((sum, course) => sum + course.fee, 0);
        expect(answer).toMatchObject({ totalFees: total });
        expect(row.total_fees).toBe(total);
        expect(JSON.parse(row.skills) as CourseKey[]).toEqual(chosen.map((course) => course.key));
        const lines = mail.text_body.split("\n");
        expect(lines).toContain(`Courses: ${chosen.map((course) => course.label).join(", ")}`);
        expect(lines).toContain(`Total Fees: $${total.toLocaleString("en-US")}`);
      }),
      { numRuns: 25 },
    );
  });
});
