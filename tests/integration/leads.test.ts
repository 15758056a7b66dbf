import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { onlineCoursePage } from "~/content/pages/online-course";
import { COURSES_FIELD } from "~/lib/courses";
import { messages } from "~/lib/messages";
import type { AppDatabase } from "~/server/db/database.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { validLeads } from "../support/lead-bodies";
import { COMPANY_EMAIL } from "../support/lead-site";
import { courseKeys, courses, formatFee } from "../support/seeded-courses";
import type { RunningServer } from "../support/server";
import type { ReceivedMail, SmtpSink } from "../support/smtp";

/** A short random tag, so each test finds its own rows and mails. */
const tag = () => randomBytes(4).toString("hex");

describe.each(testDialects)("lead forms on %s", (dialect) => {
  let server: RunningServer;
  let sink: SmtpSink;
  let app: AppDatabase;

  const { site } = useAdminSite(dialect, {}, { signIn: false });

  beforeAll(async () => {
    ({ server, sink, app } = site);
  });

  const request = (pathname: string, init?: RequestInit) => fetch(new URL(pathname, server.url), init);
  const postJson = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
    request(pathname, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const postRaw = (pathname: string, contentType: string, body: string, accept = "application/json") =>
    request(pathname, { method: "POST", headers: { "content-type": contentType, accept }, body });
  const postForm = (pathname: string, values: Record<string, string>) =>
    request(pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: new URLSearchParams(values),
    });

  /** The notification with this subject, as the SMTP sink received it, once its outbox row says 'sent'. */
  async function deliveredMail(subject: string): Promise<ReceivedMail> {
    const mail = await sink.waitFor((received) => received.subject === subject);
    await vi.waitFor(
      async () => {
        const row = await app.db
          .selectFrom("mail_outbox")
          .selectAll()
          .where("subject", "=", subject)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: null });
        expect(row.sent_at).not.toBeNull();
      },
      { timeout: 5000, interval: 50 },
    );
    return mail;
  }

  const outboxCount = async (subject: string) =>
    Number(
      (
        await app.db
          .selectFrom("mail_outbox")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("subject", "=", subject)
          .executeTakeFirstOrThrow()
      ).count,
    );

  /** Every lead form, with a valid body, its messages and where its rows go. */
  const forms = [
    {
      path: "/api/feedback",
      text: messages.feedback,
      table: "feedback",
      valid: validLeads.feedback,
    },
    {
      path: "/api/needs",
      text: messages.enquiry,
      table: "enquiries",
      valid: validLeads.need,
    },
    {
      path: "/api/online/submit-form",
      text: messages.enquiry,
      table: "enquiries",
      valid: validLeads.online,
    },
    {
      path: "/submitCourseData",
      text: messages.enquiry,
      table: "course_enrolments",
      valid: validLeads.course,
    },
  ] as const;

  const rowsWithEmail = async (table: (typeof forms)[number]["table"], email: string) =>
    app.db.selectFrom(table).selectAll().where("email", "=", email).execute();
  /** The stage of a lead's inbox record: a new lead's is New. */
  const stageOf = async (id: string) =>
    (await app.db.selectFrom("leads").select("stage").where("id", "=", id).executeTakeFirst())?.stage;

  describe.each(forms)("POST $path", (form) => {
    it("stores a valid lead and answers 201 with the spec's message and the id", async () => {
      const body = form.valid(tag());
      const response = await postJson(form.path, body);
      expect(response.status).toBe(201);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      const answer = await response.json();
      expect(answer).toMatchObject({ ok: true, message: form.text.saved, id: expect.any(String) });
      const rows = await rowsWithEmail(form.table, body.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: answer.id, email: body.email });
      expect(await stageOf(answer.id)).toBe("new");
    });

    it.each([
      ["malformed JSON", "application/json", '{"name": "x"', 400, "The body is not valid JSON."],
      ["an empty JSON body", "application/json", "", 400, "The body is not valid JSON."],
      ["JSON null", "application/json", "null", 400, "The JSON body must be an object."],
      ["a JSON array", "application/json", '[{"name": "x"}]', 400, "The JSON body must be an object."],
      ["plain text", "text/plain", "name=x", 415, "Send JSON (application/json) or an HTML form."],
      ["XML", "application/xml", "<lead/>", 415, "Send JSON (application/json) or an HTML form."],
    ])("refuses %s with %i and the form's failure message", async (_name, type, body, status, details) => {
      const response = await postRaw(form.path, type, body);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ ok: false, error: form.text.failed, details });
    });

    it("refuses a request with no body and no content type with 415, not a server error", async () => {
      const response = await request(form.path, { method: "POST", headers: { accept: "application/json" } });
      expect(response.status).toBe(415);
      expect((await response.json()).error).toBe(form.text.failed);
    });

    it("refuses a JSON body over 64 KiB with 413 and stores nothing", async () => {
      const body = {
        ...form.valid(tag()),
        description: "d".repeat(70_000),
        generalComment: "g".repeat(70_000),
      };
      const response = await postJson(form.path, body);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ ok: false, error: form.text.failed });
      expect(await rowsWithEmail(form.table, body.email)).toHaveLength(0);
      // The unread rest of the body must not break the kept-alive connection for the next request.
      const next = await postJson(form.path, {});
      expect(next.status).toBe(400);
    });

    it("refuses an invalid e-mail address with the field's message and stores nothing", async () => {
      const body = { ...form.valid(tag()), email: "not-an-address" };
      const response = await postJson(form.path, body);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer).toMatchObject({
        ok: false,
        error: form.text.failed,
        details: messages.field.emailInvalid,
        fields: { email: messages.field.emailInvalid },
      });
      expect(await rowsWithEmail(form.table, body.email)).toHaveLength(0);
    });

    it("answers a filled honeypot like a success, and stores and mails nothing", async () => {
      const body = { ...form.valid(tag()), website: "https://spam.example" };
      const response = await postJson(form.path, body);
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({
        ok: true,
        message: form.text.saved,
        id: expect.any(String),
      });
      expect(await rowsWithEmail(form.table, body.email)).toHaveLength(0);
      const mails = await app.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("reply_to", "=", body.email)
        .execute();
      expect(mails).toHaveLength(0);
    });

    it("answers JSON through the one pipeline, with the headers of any other action's JSON answer", async () => {
      const names = (response: Response) =>
        [...response.headers.keys()]
          .filter((name) => !["date", "keep-alive", "connection"].includes(name))
          .sort();
      const lead = await postJson(form.path, form.valid(tag()));
      const report = await postJson("/not-found", { path: `/${tag()}` });
      expect([lead.status, report.status]).toEqual([201, 201]);
      expect(names(lead)).toEqual(names(report));
      expect(lead.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
    });

    it("refuses a cross-site post with 403 and stores nothing", async () => {
      const body = form.valid(tag());
      const response = await postJson(form.path, body, {
        "sec-fetch-site": "cross-site",
        origin: "https://evil.example",
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ ok: false, error: messages.generic.crossSite });
      expect(await rowsWithEmail(form.table, body.email)).toHaveLength(0);
    });
  });

  describe("feedback", () => {
    it("stores the feedback and mails the company, with the visitor as Reply-To", async () => {
      const t = tag();
      const body = { name: `Asha ${t}`, email: `asha.${t}@example.com`, message: "Line one.\nLine two." };
      const response = await postJson("/api/feedback", body);
      expect(response.status).toBe(201);
      const { id } = await response.json();

      const row = await app.db
        .selectFrom("feedback")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject(body);
      expect(await stageOf(id)).toBe("new");
      expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);

      const mail = await deliveredMail(`New feedback from Asha ${t}`);
      expect(mail.to).toEqual([COMPANY_EMAIL]);
      expect(mail.from).toBe("no-reply@example.in");
      expect(mail.headers.to).toBe(COMPANY_EMAIL);
      expect(mail.headers["reply-to"]).toBe(body.email);
      expect(mail.text).toContain(`Name: Asha ${t}`);
      expect(mail.text).toContain(`Email: ${body.email}`);
      expect(mail.text).toContain("Message: Line one.\nLine two.");
      expect(mail.text).toContain(`Open the lead: https://www.example.in/admin/leads/${id}`);
    });

    it.each([
      [
        "everything missing",
        {},
        { name: "nameRequired", email: "emailRequired", message: "messageRequired" },
      ],
      [
        "blank fields",
        { name: "  ", email: " ", message: "\n" },
        {
          name: "nameRequired",
          email: "emailRequired",
          message: "messageRequired",
        },
      ],
      ["a number as the name", { name: 42, email: "a@example.com", message: "m" }, { name: "nameRequired" }],
      [
        "an array as the e-mail",
        { name: "A", email: ["a@example.com"], message: "m" },
        {
          email: "emailRequired",
        },
      ],
      [
        "an object as the message",
        { name: "A", email: "a@example.com", message: { text: "m" } },
        {
          message: "messageRequired",
        },
      ],
      ["an invalid e-mail", { name: "A", email: "a@", message: "m" }, { email: "emailInvalid" }],
    ] as const)("refuses %s with each field's message", async (_name, body, expected) => {
      const response = await postJson("/api/feedback", body);
      expect(response.status).toBe(400);
      const answer = await response.json();
      const fields = Object.fromEntries(
        Object.entries(expected).map(([field, key]) => [field, messages.field[key as "nameRequired"]]),
      );
      expect(answer).toEqual({
        ok: false,
        error: messages.feedback.failed,
        details: Object.values(fields).join(" "),
        fields,
      });
    });

    it("refuses a 5001-character message and a 101-character name, and accepts 5000 characters", async () => {
      const t = tag();
      const tooLong = await postJson("/api/feedback", {
        name: "n".repeat(101),
        email: `long.${t}@example.com`,
        message: "m".repeat(5001),
      });
      expect(tooLong.status).toBe(400);
      expect((await tooLong.json()).fields).toEqual({
        name: messages.field.tooLong(100),
        message: messages.field.tooLong(5000),
      });
      expect(await rowsWithEmail("feedback", `long.${t}@example.com`)).toHaveLength(0);

      const longest = await postJson("/api/feedback", {
        name: "n".repeat(100),
        email: `long.${t}@example.com`,
        message: "m".repeat(5000),
      });
      expect(longest.status).toBe(201);
      const [row] = await rowsWithEmail("feedback", `long.${t}@example.com`);
      expect(row?.message).toHaveLength(5000);
    });

    it("keeps markup as text: stored verbatim, escaped in the HTML mail", async () => {
      const t = tag();
      const name = `<script>alert("${t}")</script>`;
      const body = { name, email: `x.${t}@example.com`, message: `<img src=x onerror=alert(1)> & "quotes"` };
      const response = await postJson("/api/feedback", body);
      expect(response.status).toBe(201);
      const [row] = await rowsWithEmail("feedback", body.email);
      expect(row).toMatchObject({ name, message: body.message });

      const mail = await deliveredMail(`New feedback from ${name}`);
      expect(mail.text).toContain(`Name: ${name}`);
      expect(mail.html).toContain(`&lt;script&gt;alert(&quot;${t}&quot;)&lt;/script&gt;`);
      expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;");
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<img");
    });

    it("ignores fields it does not know, including forged ids and states", async () => {
      const t = tag();
      const forgedId = "00000000-0000-4000-8000-000000000000";
      const body = {
        id: forgedId,
        status: "handled",
        stage: "won",
        created_at: "2000-01-01T00:00:00.000Z",
        name: `Extra ${t}`,
        email: `extra.${t}@example.com`,
        message: "Hello",
        admin: true,
      };
      const response = await postJson("/api/feedback", body);
      expect(response.status).toBe(201);
      const answer = await response.json();
      expect(answer.id).not.toBe(forgedId);
      const [row] = await rowsWithEmail("feedback", body.email);
      expect(row).toMatchObject({ id: answer.id });
      expect(await stageOf(answer.id)).toBe("new");
      expect(row?.created_at.startsWith("2000")).toBe(false);
    });

    it("answers a browser form post with the page and the message", async () => {
      const t = tag();
      const response = await postForm("/feedback", {
        name: `Form ${t}`,
        email: `form.${t}@example.com`,
        message: "Sent from the page",
      });
      expect(response.status).toBe(201);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await response.text();
      expect(html).toContain(messages.feedback.saved);
      expect(html).toContain("<!DOCTYPE html>");
      expect(await rowsWithEmail("feedback", `form.${t}@example.com`)).toHaveLength(1);
    });

    it("answers an invalid browser form post with the page, the failure and the field messages", async () => {
      const response = await postForm("/api/feedback", { name: "", email: "nope", message: "" });
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await response.text();
      expect(html).toContain(messages.feedback.failed);
      expect(html).toContain(messages.field.emailInvalid);
    });
  });

  describe("need and online enquiries", () => {
    it("stores a need enquiry with every field and mails the company", async () => {
      const t = tag();
      const body = {
        selection: "Other",
        otherComment: "A booking system",
        name: `Ravi ${t}`,
        mobile: "+91 98765 43210",
        email: `ravi.${t}@example.com`,
        generalComment: "Needed by March.",
      };
      const response = await postJson("/api/needs", body);
      expect(response.status).toBe(201);
      const { id } = await response.json();
      const row = await app.db
        .selectFrom("enquiries")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        kind: "need",
        selection: "Other",
        other_comment: "A booking system",
        course_selection: null,
        name: body.name,
        // Written with +91 and spaces, kept as its ten digits (decision 023).
        mobile: "9876543210",
        email: body.email,
        general_comment: "Needed by March.",
      });

      const mail = await deliveredMail(`New client-need enquiry from Ravi ${t}`);
      expect(mail.to).toEqual([COMPANY_EMAIL]);
      expect(mail.headers["reply-to"]).toBe(body.email);
      for (const line of [
        "Selection: Other",
        "Please specify: A booking system",
        `Name: Ravi ${t}`,
        "Mobile: 9876543210",
        `Email: ${body.email}`,
        "Description: Needed by March.",
      ])
        expect(mail.text).toContain(line);
      expect(mail.text).not.toContain("Course:");
    });

    it("stores an online enquiry as kind 'online' with its course, and mails the company", async () => {
      const t = tag();
      const body = {
        selection: "OnlineCertification",
        courseSelection: "Python",
        name: `Meera ${t}`,
        mobile: "9876543210",
        email: `meera.${t}@example.com`,
      };
      const response = await postJson("/api/online/submit-form", body);
      expect(response.status).toBe(201);
      const { id } = await response.json();
      const row = await app.db
        .selectFrom("enquiries")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        kind: "online",
        selection: "OnlineCertification",
        course_selection: "Python",
      });

      const mail = await deliveredMail(`New online enquiry from Meera ${t}`);
      expect(mail.to).toEqual([COMPANY_EMAIL]);
      expect(mail.headers["reply-to"]).toBe(body.email);
      // The labels the visitor chose, not the codes the form stores; Python stands for
      // several options and the row does not say which, so the mail names them all.
      const course = "Course: Python, Angular UI, MongoosDB, MongoDB or Node.js/Express.js";
      for (const line of ["Selection: Online Certification Course", course])
        expect(mail.text).toContain(line);
      expect(mail.html).toContain(
        '<th align="left" valign="top">Selection</th><td style="white-space:pre-wrap">Online Certification Course</td>',
      );
      expect(`${mail.text}${mail.html}`).not.toContain("OnlineCertification");
    });

    it("takes a need without a selection: only name, mobile and email are required", async () => {
      const t = tag();
      const response = await postJson("/api/needs", {
        name: `No topic ${t}`,
        mobile: "9876543210",
        email: `no-topic.${t}@example.com`,
      });
      expect(response.status).toBe(201);
      const [row] = await rowsWithEmail("enquiries", `no-topic.${t}@example.com`);
      expect(row).toMatchObject({ kind: "need", selection: "", name: `No topic ${t}` });
      const mail = await deliveredMail(`New client-need enquiry from No topic ${t}`);
      expect(mail.text).not.toContain("Selection:");
      expect(mail.text).toContain("Mobile: 9876543210");
    });

    it("drops a course sent with another selection", async () => {
      const t = tag();
      const response = await postJson("/api/online/submit-form", {
        selection: "MobileApp",
        courseSelection: "Java",
        name: `N ${t}`,
        mobile: "9876543210",
        email: `course.${t}@example.com`,
      });
      expect(response.status).toBe(201);
      const [row] = await rowsWithEmail("enquiries", `course.${t}@example.com`);
      expect(row).toMatchObject({ selection: "MobileApp", course_selection: null });
    });

    it.each([
      ["/api/needs", { selection: "Hacking" }, { selection: messages.field.selectionInvalid }],
      ["/api/needs", { selection: "OnlineCertification" }, { selection: messages.field.selectionInvalid }],
      ["/api/needs", { name: "" }, { name: messages.field.nameRequired }],
      ["/api/needs", { mobile: "" }, { mobile: messages.field.mobileRequired }],
      ["/api/needs", { mobile: "abc" }, { mobile: messages.field.mobileInvalid }],
      ["/api/needs", { mobile: "12" }, { mobile: messages.field.mobileInvalid }],
      ["/api/needs", { email: undefined }, { email: messages.field.emailRequired }],
      ["/api/needs", { uploadIds: ["../../etc/passwd"] }, { uploadIds: "Unknown upload." }],
      ["/api/needs", { otherComment: "o".repeat(2001) }, { otherComment: messages.field.tooLong(2000) }],
      [
        "/api/online/submit-form",
        { courseSelection: undefined },
        { courseSelection: messages.field.courseRequired },
      ],
      [
        "/api/online/submit-form",
        { courseSelection: "Cobol" },
        { courseSelection: messages.field.courseRequired },
      ],
      ["/api/online/submit-form", { selection: "Hacking" }, { selection: messages.field.selectionInvalid }],
    ])("%s refuses %o with %o", async (path, change, fields) => {
      const t = tag();
      const base = {
        selection: "OnlineCertification",
        courseSelection: "Java",
        name: `V ${t}`,
        mobile: "9876543210",
        email: `v.${t}@example.com`,
      };
      const body =
        path === "/api/needs" ? { ...base, selection: "Support", courseSelection: undefined } : base;
      const response = await postJson(path, { ...body, ...change });
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer).toMatchObject({ ok: false, error: messages.enquiry.failed });
      expect(answer.fields).toEqual(fields);
      expect(await rowsWithEmail("enquiries", `v.${t}@example.com`)).toHaveLength(0);
    });

    it("answers a browser form post with the page and the message", async () => {
      const t = tag();
      const response = await postForm("/api/online/submit-form", {
        selection: "OnlineCertification",
        courseSelection: "C++",
        name: `Page ${t}`,
        mobile: "9876543210",
        email: `page.${t}@example.com`,
        otherComment: "",
        generalComment: "",
      });
      expect(response.status).toBe(201);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain(messages.enquiry.saved);
      const [row] = await rowsWithEmail("enquiries", `page.${t}@example.com`);
      expect(row).toMatchObject({ kind: "online", course_selection: "C++", other_comment: null });
    });
  });

  describe("course enrolment", () => {
    it("GET /initialData lists the catalogue in dollars", async () => {
      const response = await request("/initialData");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        courses: courses.map(({ key, label, fee }) => ({ key, label, fee })),
        currency: "USD",
      });
    });

    it("computes totalFees on the server and ignores the client's total", async () => {
      const t = tag();
      const chosen = ["cProgramming", "pythonProgramming", "nodeJs"] as const;
      const expected = 2000 + 3000 + 3200;
      const body = {
        mobile: "9876543210",
        email: `kiran.${t}@example.com`,
        description: "Evenings only",
        ...Object.fromEntries(chosen.map((key) => [key, true])),
        javaProgramming: false,
        totalFees: 1,
        total_fees: 1,
      };
      const response = await postJson("/submitCourseData", body);
      expect(response.status).toBe(201);
      const answer = await response.json();
      expect(answer).toEqual({
        ok: true,
        message: messages.enquiry.saved,
        id: expect.any(String),
        totalFees: expected,
      });

      const row = await app.db
        .selectFrom("course_enrolments")
        .selectAll()
        .where("id", "=", answer.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        mobile: "9876543210",
        email: body.email,
        description: "Evenings only",
        total_fees: expected,
      });
      expect(JSON.parse(row.skills)).toEqual(chosen);

      const mail = await deliveredMail(`New course enrolment: ${body.email}`);
      expect(mail.to).toEqual([COMPANY_EMAIL]);
      expect(mail.headers["reply-to"]).toBe(body.email);
      expect(mail.text).toContain("Courses: C Programming, Python, Node.js");
      expect(mail.text).toContain(`Total Fees: ${formatFee(expected)}`);
      expect(mail.text).toContain("Description: Evenings only");
    });

    it("accepts every course at once, and refuses no course at all with its message", async () => {
      const t = tag();
      const all = await postJson("/submitCourseData", {
        mobile: "9876543210",
        email: `all.${t}@example.com`,
        ...Object.fromEntries(courseKeys.map((key) => [key, true])),
        totalFees: 99_999_999,
      });
      expect((await all.json()).totalFees).toBe(30_600);
      const none = await postJson("/submitCourseData", {
        mobile: "9876543210",
        email: `none.${t}@example.com`,
        javaProgramming: false,
      });
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({
        ok: false,
        error: messages.enquiry.failed,
        fields: { [COURSES_FIELD]: onlineCoursePage.noCourse },
      });
      expect(await rowsWithEmail("course_enrolments", `none.${t}@example.com`)).toEqual([]);
    });

    it.each([
      [{ mobile: undefined }, { mobile: messages.field.mobileRequired }],
      [{ mobile: "" }, { mobile: messages.field.mobileRequired }],
      [{ mobile: "98765abc10" }, { mobile: messages.field.mobileInvalid }],
      [{ mobile: 9876543210 }, { mobile: messages.field.mobileRequired }],
      [{ email: "" }, { email: messages.field.emailRequired }],
      [{ email: "kiran@" }, { email: messages.field.emailInvalid }],
      [
        { mobile: "", email: "" },
        { mobile: messages.field.mobileRequired, email: messages.field.emailRequired },
      ],
      [{ javaProgramming: "yes" }, { javaProgramming: "Must be true or false." }],
      [{ description: "d".repeat(5001) }, { description: messages.field.tooLong(5000) }],
    ])("refuses %o with %o", async (change, fields) => {
      const t = tag();
      const email = `c.${t}@example.com`;
      const response = await postJson("/submitCourseData", { mobile: "9876543210", email, ...change });
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer).toMatchObject({ ok: false, error: messages.enquiry.failed });
      expect(answer.fields).toEqual(fields);
      expect(await rowsWithEmail("course_enrolments", email)).toHaveLength(0);
    });

    it("answers a browser form post (checkboxes as 'on') with the page, and totals on the server", async () => {
      const t = tag();
      const response = await postForm("/submitCourseData", {
        mobile: "9876543210",
        email: `form.${t}@example.com`,
        description: "",
        phpProgramming: "on",
        mongoDb: "on",
        totalFees: "1",
      });
      expect(response.status).toBe(201);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain(messages.enquiry.saved);
      const [row] = await rowsWithEmail("course_enrolments", `form.${t}@example.com`);
      expect(row).toMatchObject({ total_fees: 2500 + 2200, description: null });
      expect(JSON.parse(row?.skills ?? "null")).toEqual(["phpProgramming", "mongoDb"]);
    });

    it("answers JSON to a form post that asks for JSON", async () => {
      const t = tag();
      const response = await request("/submitCourseData", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({
          mobile: "9876543210",
          email: `accept.${t}@example.com`,
          angularUi: "on",
        }),
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ ok: true, totalFees: 3500 });
    });
  });

  it("sends exactly one notification per accepted lead", async () => {
    const t = tag();
    const subject = `New feedback from Once ${t}`;
    await postJson("/api/feedback", { name: `Once ${t}`, email: `once.${t}@example.com`, message: "m" });
    await deliveredMail(subject);
    expect(await outboxCount(subject)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages.filter((mail) => mail.subject === subject)).toHaveLength(1);
  });

  it("never answers a lead post with a server error", () => {
    const failures = server.logs.filter((line) => /"status":5\d\d/.test(line) || /"level":50/.test(line));
    expect(failures).toEqual([]);
  });
});
