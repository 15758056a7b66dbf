import { createHash, randomUUID } from "node:crypto";
import { unlinkSync } from "node:fs";
import path from "node:path";
import { parse as parseDisposition } from "content-disposition";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "~/lib/messages";
import { parseCsv } from "../support/csv";
import { testDialects } from "../support/databases";
import { type LeadSite, startLeadSite, stopLeadSite } from "../support/lead-site";
import { ADMIN, type Session, siteClient, tag } from "../support/site-client";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The ids of the rows a list page shows, top to bottom (each row's checkbox carries its id). */
const rowIds = (html: string) =>
  [...html.matchAll(/<input type="checkbox"[^>]*value="([0-9a-f-]{36})"/g)].map((match) => match[1]);

const XSS = "<img src=x onerror=alert(1)>";
const FORMULA = '=HYPERLINK("http://x")';

describe.each(testDialects)("admin inbox on %s", (dialect) => {
  let site: LeadSite;
  const client = siteClient(() => site.server.url);
  let admin: Session;

  beforeAll(async () => {
    site = await startLeadSite(dialect);
    admin = await client.login(ADMIN);
  }, 60_000);

  afterAll(() => stopLeadSite(site));

  const page = async (address: string) => {
    const response = await client.request(address, {
      headers: { accept: "text/html", cookie: admin.cookie },
    });
    return { status: response.status, html: await response.text() };
  };
  const act = (kind: string, body: unknown, headers: Record<string, string> = {}) =>
    client.postJson(`/admin/inbox/${kind}`, body, client.as(admin, headers));
  const csv = async (address: string) => {
    const response = await client.request(address, { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // Excel's cue for UTF-8; fetch's text() would drop it silently.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return { response, text: new TextDecoder().decode(bytes.subarray(3)) };
  };

  async function sendFeedback(name: string, message: string, email = `asha.${tag()}@example.com`) {
    const response = await client.postJson("/api/feedback", { name, email, message });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  /** Rows straight into a table, with received times one second apart (newest last). */
  async function seedFeedback(count: number, label: string) {
    const start = Date.now() - count * 1000 - 3_600_000;
    const rows = Array.from({ length: count }, (_, index) => {
      const at = new Date(start + index * 1000).toISOString();
      return {
        id: randomUUID(),
        name: `${label} ${index}`,
        email: `seed${index}@example.com`,
        message: `Seeded message ${index}, "quoted", with a comma\nand a second line`,
        created_at: at,
        updated_at: at,
      };
    });
    for (let first = 0; first < rows.length; first += 500)
      await site.app.db
        .insertInto("feedback")
        .values(rows.slice(first, first + 500))
        .execute();
    return rows.reverse();
  }

  describe("the lists", () => {
    it("show each kind's leads newest first, as text, with the courses' labels and the total", async () => {
      const t = tag();
      const first = await sendFeedback(`First ${t}`, "Earlier message");
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await sendFeedback(`Second ${t}`, "Later message");
      const feedback = await page(`/admin/inbox/feedback?q=${t}`);
      expect(feedback.status).toBe(200);
      expect(rowIds(feedback.html)).toEqual([second, first]);
      expect(feedback.html).toContain("1–2 of 2");

      const need = await client.postJson("/api/needs", {
        selection: "WebDevelopment",
        name: `Ravi ${t}`,
        mobile: "9876543210",
        email: `ravi.${t}@example.com`,
        generalComment: "A shop with 200 products",
      });
      expect(need.status).toBe(201);
      const needPage = await page(`/admin/inbox/need?q=${t}`);
      expect(needPage.html).toContain("A shop with 200 products");
      expect(rowIds(needPage.html)).toHaveLength(1);
      // An online enquiry is not a need enquiry.
      expect(rowIds((await page(`/admin/inbox/online?q=${t}`)).html)).toHaveLength(0);

      const online = await client.postJson("/api/online/submit-form", {
        selection: "OnlineCertification",
        courseSelection: "Java",
        name: `Meera ${t}`,
        mobile: "+91 98765 43210",
        email: `meera.${t}@example.com`,
      });
      expect(online.status).toBe(201);
      expect((await page(`/admin/inbox/online?q=${t}`)).html).toContain(`Meera ${t}`);

      const enrolment = await client.postJson("/submitCourseData", {
        mobile: "9876543210",
        email: `kiran.${t}@example.com`,
        cProgramming: true,
        javaProgramming: true,
      });
      expect(enrolment.status).toBe(201);
      const enrolments = await page(`/admin/inbox/enrolments?q=kiran.${t}`);
      expect(enrolments.html).toContain("C Programming, Java");
      expect(enrolments.html).toContain("$6,000");

      const report = await client.postJson("/not-found", { path: `/missing-${t}`, referrer: "/about" });
      expect(report.status).toBe(201);
      expect((await page(`/admin/inbox/broken-links?q=missing-${t}`)).html).toContain(`/missing-${t}`);
    });

    it("search ignores case, matches LIKE's wildcards literally and looks in every text column", async () => {
      const t = tag();
      const literal = await sendFeedback(`Pct ${t}`, `Done 100%_${t} today`);
      await sendFeedback(`Other ${t}`, `Done 100ab${t} today`);
      expect(rowIds((await page(`/admin/inbox/feedback?q=${encodeURIComponent(`100%_${t}`)}`)).html)).toEqual(
        [literal],
      );
      expect(rowIds((await page(`/admin/inbox/feedback?q=${encodeURIComponent(`pCT ${t}`)}`)).html)).toEqual([
        literal,
      ]);
      const byEmail = await sendFeedback("Email only", "Nothing else", `UPPER.${t}@Example.com`);
      expect(rowIds((await page(`/admin/inbox/feedback?q=upper.${t}@example`)).html)).toEqual([byEmail]);
      expect(rowIds((await page(`/admin/inbox/feedback?q=${encodeURIComponent("\\")}${t}`)).html)).toEqual(
        [],
      );
    });

    it("pages through 25 rows at a time with 'x–y of N', Previous and Next", async () => {
      const label = `Paged ${tag()}`;
      const seeded = await seedFeedback(60, label);
      const q = encodeURIComponent(label);
      const first = await page(`/admin/inbox/feedback?q=${q}`);
      expect(first.html).toContain("1–25 of 60");
      expect(rowIds(first.html)).toEqual(seeded.slice(0, 25).map((row) => row.id));
      expect(first.html).toMatch(/href="\/admin\/inbox\/feedback\?q=[^"]+&amp;page=2"[^>]*>Next</);
      const third = await page(`/admin/inbox/feedback?q=${q}&page=3`);
      expect(third.html).toContain("51–60 of 60");
      expect(rowIds(third.html)).toEqual(seeded.slice(50).map((row) => row.id));
      expect(third.html).toMatch(/href="\/admin\/inbox\/feedback\?q=[^"]+&amp;page=2"[^>]*>Previous</);
      expect(rowIds((await page(`/admin/inbox/feedback?q=${q}&page=9`)).html)).toEqual([]);
    });
  });

  describe("mark handled and mark new", () => {
    it("changes one row, records the audit entry, and the status filter follows", async () => {
      const t = tag();
      const id = await sendFeedback(`Handle ${t}`, "Please call back");
      const response = await act("feedback", { intent: "handled", ids: [id] });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true, message: messages.admin.saved });
      const row = await site.app.db
        .selectFrom("feedback")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("handled");
      const audit = await site.app.db
        .selectFrom("audit_log")
        .selectAll()
        .where("target_id", "=", id)
        .execute();
      expect(audit).toEqual([
        expect.objectContaining({
          action: "lead.handled",
          actor_email: ADMIN.email,
          target_type: "feedback",
        }),
      ]);
      expect(rowIds((await page(`/admin/inbox/feedback?q=${t}&status=handled`)).html)).toEqual([id]);
      expect(rowIds((await page(`/admin/inbox/feedback?q=${t}&status=new`)).html)).toEqual([]);

      // Marking it handled again changes nothing and records nothing.
      expect((await act("feedback", { intent: "handled", ids: [id] })).status).toBe(200);
      expect(
        await site.app.db.selectFrom("audit_log").select("id").where("target_id", "=", id).execute(),
      ).toHaveLength(1);

      expect((await act("feedback", { intent: "new", ids: [id] })).status).toBe(200);
      expect(rowIds((await page(`/admin/inbox/feedback?q=${t}&status=new`)).html)).toEqual([id]);
      const actions = await site.app.db
        .selectFrom("audit_log")
        .select("action")
        .where("target_id", "=", id)
        .orderBy("created_at")
        .execute();
      expect(actions.map((entry) => entry.action)).toEqual(["lead.handled", "lead.reopened"]);
    });

    it("changes the selected rows of a browser form post (token in the form) and shows the message", async () => {
      const t = tag();
      const ids = [await sendFeedback(`Bulk ${t} a`, "One"), await sendFeedback(`Bulk ${t} b`, "Two")];
      const form = new URLSearchParams([
        ["_csrf", admin.xsrf],
        ["intent", "handled"],
        ...ids.map((id) => ["ids", id]),
      ]);
      const response = await client.request("/admin/inbox/feedback", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html",
          cookie: admin.cookie,
        },
        body: form,
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(messages.admin.saved);
      const rows = await site.app.db.selectFrom("feedback").select("status").where("id", "in", ids).execute();
      expect(rows.map((row) => row.status)).toEqual(["handled", "handled"]);
      const audited = await site.app.db
        .selectFrom("audit_log")
        .select("target_id")
        .where("action", "=", "lead.handled")
        .where("target_id", "in", ids)
        .execute();
      expect(audited).toHaveLength(2);
    });

    it("leaves everything as it was when one id is not of this kind", async () => {
      const id = await sendFeedback(`Mixed ${tag()}`, "Stays new");
      const response = await act("need", { intent: "handled", ids: [id] });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ ok: false, error: messages.admin.saveFailed });
      const both = await act("feedback", { intent: "handled", ids: [id, randomUUID()] });
      expect(both.status).toBe(404);
      const row = await site.app.db
        .selectFrom("feedback")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirst();
      expect(row?.status).toBe("new");
    });
  });

  describe("the mail outbox", () => {
    it("retries a failed mail: audited, attempts start again, and it reaches the SMTP sink", async () => {
      const t = tag();
      const subject = `New feedback from Retry ${t}`;
      // Nothing else in flight, so the sink's refusal hits this mail.
      await vi.waitFor(
        async () =>
          expect(
            await site.app.db
              .selectFrom("mail_outbox")
              .select("id")
              .where("status", "in", ["waiting", "sending"])
              .execute(),
          ).toEqual([]),
        { timeout: 10_000 },
      );
      site.sink.rejectNext(1);
      await sendFeedback(`Retry ${t}`, "Mail me");
      const mail = () =>
        site.app.db
          .selectFrom("mail_outbox")
          .selectAll()
          .where("subject", "=", subject)
          .executeTakeFirstOrThrow();
      await vi.waitFor(async () => expect((await mail()).last_error).toMatch(/test sink/), {
        timeout: 10_000,
      });
      // The worker gives up after its last attempt; here that state is set directly.
      await site.app.db
        .updateTable("mail_outbox")
        .set({ status: "failed", attempts: 8 })
        .where("subject", "=", subject)
        .execute();
      const failed = await mail();
      const listed = await page(`/admin/inbox/outbox?q=${t}&status=failed`);
      expect(rowIds(listed.html)).toEqual([failed.id]);
      expect(listed.html).toContain("test sink");

      const response = await act("outbox", { intent: "retry", ids: [failed.id] });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true, message: messages.inbox.retried });
      const received = await site.sink.waitFor((message) => message.subject === subject);
      expect(received.to).toContain("hello@example.in");
      await vi.waitFor(async () => expect(await mail()).toMatchObject({ status: "sent", attempts: 1 }), {
        timeout: 5000,
      });
      const audit = await site.app.db
        .selectFrom("audit_log")
        .selectAll()
        .where("target_id", "=", failed.id)
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({
        action: "mail.retried",
        target_type: "mail_outbox",
        actor_email: ADMIN.email,
      });
      expect(JSON.parse(audit.details ?? "{}")).toMatchObject({ attempts: 8 });

      // A sent mail is not retried.
      const again = await act("outbox", { intent: "retry", ids: [failed.id] });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ ok: false, details: messages.inbox.retryNotFailed });
      expect(rowIds((await page(`/admin/inbox/outbox?q=${t}&status=sent`)).html)).toEqual([failed.id]);
    });
  });

  describe("the CSV export", () => {
    it("has every row of the filter and search (more than a page and a batch), newest first, round-tripping", async () => {
      const label = `Export ${tag()}`;
      const seeded = await seedFeedback(1203, label);
      const { response, text } = await csv(`/admin/inbox/feedback/export.csv?q=${encodeURIComponent(label)}`);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(parseDisposition(response.headers.get("content-disposition") ?? "")).toEqual({
        type: "attachment",
        parameters: { filename: expect.stringMatching(/^feedback-\d{4}-\d\d-\d\d\.csv$/) },
      });
      const [header, ...rows] = parseCsv(text);
      expect(header).toEqual(["Received", "Status", "Name", "Email", "Message", "Id"]);
      expect(rows).toHaveLength(1203);
      expect(rows.map((row) => row[5])).toEqual(seeded.map((row) => row.id));
      expect(rows[0]).toEqual([
        seeded[0]?.created_at,
        "new",
        seeded[0]?.name,
        seeded[0]?.email,
        seeded[0]?.message,
        seeded[0]?.id,
      ]);
    });

    it("records each export in the audit log and the log, with the admin, the filter and the client's address", async () => {
      const t = tag();
      await csv(`/admin/inbox/need/export.csv?q=${t}&status=new`);
      const entries = await site.app.db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "leads.exported")
        .execute();
      const entry = entries.find((row) => row.details?.includes(t));
      expect(entry).toMatchObject({ actor_email: ADMIN.email, target_type: "need", target_id: null });
      expect(JSON.parse(entry?.details ?? "")).toEqual({ q: t, status: "new" });
      await expect
        .poll(() => site.server.logs.filter((line) => line.includes('"leads.exported"') && line.includes(t)))
        .toHaveLength(1);
      const [line] = site.server.logs.filter((text) => text.includes('"leads.exported"') && text.includes(t));
      expect(JSON.parse(line ?? "")).toMatchObject({
        level: 30,
        msg: "export",
        email: ADMIN.email,
        ip: expect.stringMatching(/127\.0\.0\.1$/),
      });
    });

    it("follows the status filter", async () => {
      const t = tag();
      const handled = await sendFeedback(`Csv ${t} handled`, "x");
      await sendFeedback(`Csv ${t} new`, "y");
      expect((await act("feedback", { intent: "handled", ids: [handled] })).status).toBe(200);
      const { text } = await csv(`/admin/inbox/feedback/export.csv?q=${t}&status=handled`);
      const rows = parseCsv(text).slice(1);
      expect(rows.map((row) => row[5])).toEqual([handled]);
    });

    it("neutralises formulas and keeps markup as text (check 4)", async () => {
      const t = tag();
      await sendFeedback(`${XSS} ${t}`, FORMULA);
      await sendFeedback(`+Plus ${t}`, "-minus @at\ttab");
      const { text } = await csv(`/admin/inbox/feedback/export.csv?q=${t}`);
      const rows = parseCsv(text).slice(1);
      const byName = new Map(rows.map((row) => [row[2], row]));
      expect(byName.get(`${XSS} ${t}`)?.[4]).toBe(`'${FORMULA}`);
      expect(byName.get(`'+Plus ${t}`)?.[4]).toBe("'-minus @at\ttab");
      // Every cell is quoted, so the formula cannot escape its cell either.
      expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    });
  });

  describe("markup a visitor typed (check 4)", () => {
    it("is shown as text in the list, never as an element", async () => {
      const t = tag();
      await sendFeedback(`${XSS} ${t}`, `${XSS} ${FORMULA}`);
      const { html } = await page(`/admin/inbox/feedback?q=${t}`);
      expect(html).toContain(`&lt;img src=x onerror=alert(1)&gt; ${t}`);
      expect(html).not.toContain("<img src=x");
    });
  });

  describe("uploads", () => {
    it("are listed and downloaded by the admin as attachments, byte for byte", async () => {
      const t = tag();
      const bytes = Buffer.from(
        `%PDF-1.4\n% ${t}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
      );
      const name = `résumé ${t} O'Brien (1) नमस्ते.pdf`;
      const form = new FormData();
      form.append("file", new Blob([bytes]), name);
      const uploaded = await client.request("/upload-file", {
        method: "POST",
        headers: { accept: "application/json" },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { id } = (await uploaded.json()) as { id: string };

      const listed = await page(`/admin/inbox/uploads?q=${t}`);
      expect(rowIds(listed.html)).toEqual([id]);
      expect(listed.html).toContain(`href="/admin/uploads/${id}"`);

      const response = await client.request(`/admin/uploads/${id}`, { headers: { cookie: admin.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toContain("no-store");
      expect(response.headers.get("content-length")).toBe(String(bytes.length));
      // An ASCII fallback for old clients, and the exact name for the rest.
      const disposition = response.headers.get("content-disposition") ?? "";
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(parseDisposition(disposition).parameters.filename).toBe(name);
      const body = new Uint8Array(await response.arrayBuffer());
      expect(sha256(body)).toBe(sha256(bytes));

      // The row stays, the file is gone: 404, not a crash.
      const row = await site.app.db
        .selectFrom("uploads")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      unlinkSync(path.join(site.database.dataDir, "uploads", row.stored_name));
      const gone = await client.request(`/admin/uploads/${id}`, { headers: { cookie: admin.cookie } });
      expect(gone.status).toBe(404);
      expect(await gone.text()).toBe(messages.inbox.uploadMissing);
    });

    it.each([["not-a-uuid"], [randomUUID()], ["..%2F..%2Fetc%2Fpasswd"]])("answer 404 for %s", async (id) => {
      const response = await client.request(`/admin/uploads/${id}`, { headers: { cookie: admin.cookie } });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(messages.inbox.uploadMissing);
    });
  });

  describe("the overview", () => {
    it("counts new leads per kind and the outbox's waiting and failed mails", async () => {
      const before = await page("/admin/inbox");
      expect(before.status).toBe(200);
      const count = (html: string, heading: string) =>
        Number(new RegExp(`>${heading}</a></h2><p[^>]*>(\\d+) new<`).exec(html)?.[1]);
      const feedbackBefore = count(before.html, "Feedback");
      await sendFeedback(`Counted ${tag()}`, "One more");
      const after = await page("/admin/inbox");
      expect(count(after.html, "Feedback")).toBe(feedbackBefore + 1);
      expect(after.html).toMatch(/>Mail outbox<\/a><\/h2><p[^>]*>\d+ waiting, \d+ failed</);
      expect(after.html).toContain('href="/admin/inbox/need"');
    });
  });

  describe("bad input", () => {
    it.each([
      ["an unknown status", "?status=bogus", messages.inbox.unknownStatus],
      ["an outbox status on a lead list", "?status=failed", messages.inbox.unknownStatus],
      ["a huge search", `?q=${"x".repeat(5000)}`, messages.inbox.searchTooLong(200)],
    ])("a list refuses %s with 400 and says why", async (_name, search, message) => {
      const listed = await page(`/admin/inbox/feedback${search}`);
      expect(listed.status).toBe(400);
      expect(listed.html).toContain(message.replace(/'/g, "&#x27;"));
      const exported = await client.request(`/admin/inbox/feedback/export.csv${search}`, {
        headers: { cookie: admin.cookie },
      });
      expect(exported.status).toBe(400);
      expect(await exported.text()).toBe(message);
    });

    it.each([
      ["page 0", "?page=0"],
      ["a negative page", "?page=-1"],
      ["a page that is not a number", "?page=abc"],
      ["a fractional page", "?page=1.5"],
      ["a huge page", "?page=99999999999999999999"],
    ])("a list shows its first page for %s, as every admin list does", async (_name, search) => {
      const first = await page("/admin/inbox/feedback");
      expect(rowIds(first.html).length).toBeGreaterThan(0);
      const listed = await page(`/admin/inbox/feedback${search}`);
      expect(listed.status).toBe(200);
      expect(rowIds(listed.html)).toEqual(rowIds(first.html));
      const exported = await client.request(`/admin/inbox/feedback/export.csv${search}`, {
        headers: { cookie: admin.cookie },
      });
      expect(exported.status).toBe(200);
      // Read to its end: an unread download would hold the connection open.
      expect((await exported.text()).length).toBeGreaterThan(0);
    });

    it("an unknown kind is a 404 for the list, the export and a POST", async () => {
      expect((await page("/admin/inbox/nope")).status).toBe(404);
      expect(
        (await client.request("/admin/inbox/nope/export.csv", { headers: { cookie: admin.cookie } })).status,
      ).toBe(404);
      const posted = await act("nope", { intent: "handled", ids: [randomUUID()] });
      expect(posted.status).toBe(404);
      expect(await posted.json()).toMatchObject({ ok: false });
    });

    const ids501 = Array.from({ length: 501 }, () => randomUUID());
    it.each([
      ["no ids", { intent: "handled", ids: [] }, messages.inbox.noneSelected],
      ["no ids field", { intent: "handled" }, messages.inbox.noneSelected],
      ["an id that is not a UUID", { intent: "handled", ids: ["1 or 1=1"] }, messages.inbox.badId],
      ["ids that are not text", { intent: "handled", ids: [42] }, messages.inbox.badId],
      ["501 ids", { intent: "handled", ids: ids501 }, messages.inbox.tooMany(500)],
      ["an unknown intent", { intent: "delete", ids: [randomUUID()] }, messages.inbox.badAction],
      ["retry on a lead", { intent: "retry", ids: [randomUUID()] }, messages.inbox.badAction],
    ])("a POST with %s is a 400 with why", async (_name, body, details) => {
      const response = await act("feedback", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, error: messages.admin.saveFailed, details });
    });

    it("marking outbox mails handled is a 400; retrying an unknown mail a 404", async () => {
      const handled = await act("outbox", { intent: "handled", ids: [randomUUID()] });
      expect(handled.status).toBe(400);
      expect(await handled.json()).toMatchObject({ details: messages.inbox.badAction });
      const unknown = await act("outbox", { intent: "retry", ids: [randomUUID()] });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ details: messages.admin.leadNotFound });
    });

    it("malformed JSON is a 400", async () => {
      const response = await client.request("/admin/inbox/feedback", {
        method: "POST",
        headers: client.as(admin, { "content-type": "application/json" }),
        body: '{"intent": "handled"',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, details: "The body is not valid JSON." });
    });

    it("a POST without the session's CSRF token is a 403 and changes nothing", async () => {
      const id = await sendFeedback(`Csrf ${tag()}`, "Stays new");
      const missing = await client.postJson(
        "/admin/inbox/feedback",
        { intent: "handled", ids: [id] },
        { cookie: admin.cookie },
      );
      expect(missing.status).toBe(403);
      expect(await missing.json()).toMatchObject({ ok: false, error: messages.account.csrf });
      const wrong = await client.postForm(
        "/admin/inbox/feedback",
        { _csrf: "not-the-token", intent: "handled", ids: id },
        { cookie: admin.cookie },
      );
      expect(wrong.status).toBe(403);
      const row = await site.app.db
        .selectFrom("feedback")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirst();
      expect(row?.status).toBe("new");
    });
  });
});
