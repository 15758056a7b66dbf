import { createHash, randomUUID } from "node:crypto";
import { unlinkSync } from "node:fs";
import path from "node:path";
import { parse as parseDisposition } from "content-disposition";
import { beforeAll, describe, expect, it } from "vitest";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { csvTime } from "~/lib/format";
import { inboxMessages } from "~/lib/inbox-messages";
import { messages } from "~/lib/messages";
import { leadRecord } from "~/server/leads/kinds.server";
import { useAdminSite } from "../support/admin-site";
import { parseCsv } from "../support/csv";
import { testDialects } from "../support/databases";
import { ADMIN, tag } from "../support/site-client";

const inboxText = adminInboxPages.inbox;
const visitColumns = ["Source", "Medium", "Campaign", "Landing page", "Referring site", "Device"];
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The ids of the rows a list page shows, top to bottom (each row's checkbox carries its id). */
const rowIds = (html: string) =>
  [...html.matchAll(/<input type="checkbox"[^>]*value="([0-9a-f-]{36})"/g)].map((match) => match[1]);

const XSS = "<img src=x onerror=alert(1)>";
const FORMULA = '=HYPERLINK("http://x")';

// The one inbox through the real server: every kind in one list, its filters in the
// address, the bulk buttons, the CSV and the old kind addresses (the site-health lists beside it:
// admin-site-health.test.ts).
// The rules behind it are tested in process (app/server/inbox/*.test.ts).
describe.each(testDialects)("admin inbox on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect);
  let adminId: string;
  let adminName = "";

  beforeAll(async () => {
    const row = await site.app.db
      .selectFrom("users")
      .select(["id", "name"])
      .where("email", "=", ADMIN.email)
      .executeTakeFirstOrThrow();
    adminId = row.id;
    adminName = row.name;
  }, 60_000);

  const page = async (address: string) => {
    const response = await client.request(address, {
      headers: { accept: "text/html", cookie: admin.cookie },
    });
    return {
      status: response.status,
      html: await response.text(),
      location: response.headers.get("location"),
    };
  };
  const act = (address: string, body: unknown) => client.postJson(address, body, client.as(admin));
  const csv = async (address: string) => {
    const response = await client.request(address, { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // Excel's cue for UTF-8; fetch's text() would drop it silently.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return { response, text: new TextDecoder().decode(bytes.subarray(3)) };
  };

  async function post(pathname: string, body: unknown) {
    const response = await client.postJson(pathname, body);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  const sendFeedback = (name: string, message: string, email = `asha.${tag()}@example.com`) =>
    post("/api/feedback", { name, email, message });

  /** Feedback straight into the tables (with its inbox record), one second apart, newest last. */
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
    for (let first = 0; first < rows.length; first += 500) {
      const batch = rows.slice(first, first + 500);
      await site.app.db.insertInto("feedback").values(batch).execute();
      await site.app.db
        .insertInto("leads")
        .values(
          batch.map((row) => ({
            id: row.id,
            kind: "feedback" as const,
            ...leadRecord("feedback", row),
            created_at: row.created_at,
            updated_at: row.updated_at,
          })),
        )
        .execute();
    }
    return rows.reverse();
  }

  describe("the one inbox", () => {
    it("lists leads of every kind newest first, each tagged with its kind and linking to its page", async () => {
      const t = tag();
      const feedback = await sendFeedback(`Asha ${t}`, "Earlier message");
      const need = await post("/api/needs", {
        selection: "WebDevelopment",
        name: `Ravi ${t}`,
        mobile: "9876543210",
        email: `ravi.${t}@example.com`,
        generalComment: "A shop with 200 products",
      });
      const online = await post("/api/online/submit-form", {
        selection: "OnlineCertification",
        courseSelection: "Java",
        name: `Meera ${t}`,
        mobile: "+91 98765 43210",
        email: `meera.${t}@example.com`,
      });
      const enrolment = await post("/submitCourseData", {
        mobile: "9876543210",
        email: `kiran.${t}@example.com`,
        description: `Evenings ${t}`,
        cProgramming: true,
        javaProgramming: true,
      });
      const listed = await page(`/admin/inbox?q=${t}`);
      expect(listed.status).toBe(200);
      expect(rowIds(listed.html)).toEqual([enrolment, online, need, feedback]);
      expect(listed.html).toContain("4 leads match.");
      for (const kind of ["Feedback", "Need enquiry", "Online enquiry", "Course enrolment"])
        expect(listed.html).toMatch(new RegExp(`<td data-label="Kind"[^>]*>${kind}</td>`));
      expect(listed.html).toContain(`href="/admin/leads/${feedback}"`);
      // Each course with the fee the enrolment was made at (decision 055).
      expect(listed.html).toContain("C Programming ($2,000), Java ($4,000)");
      // What a visitor chose reads as the form labelled it, and is found so.
      expect(listed.html).toContain("Web Development · A shop with 200 products");
      expect(listed.html).toContain("Online Certification Course · Java");
      expect(listed.html).not.toMatch(/WebDevelopment|OnlineCertification/);
      expect(rowIds((await page(`/admin/inbox?q=web+development&kind=need`)).html)).toContain(need);
      // A broken-link report is site health, not a lead.
      await client.postJson("/not-found", { path: `/missing-${t}`, referrer: "/about" });
      expect(rowIds((await page(`/admin/inbox?q=missing-${t}`)).html)).toEqual([]);
    });

    it("combines kind, stage, assignee, dates, first contact and text in the address", async () => {
      const t = tag();
      const [first, second, third] = [
        await sendFeedback(`Filter ${t} a`, "One"),
        await sendFeedback(`Filter ${t} b`, "Two"),
        await post("/api/needs", {
          selection: "MobileApp",
          name: `Filter ${t} c`,
          mobile: "9876543210",
          email: `c.${t}@example.com`,
        }),
      ];
      expect(
        (await act("/admin/inbox", { intent: "stage", stage: "qualified", ids: [second, third] })).status,
      ).toBe(200);
      expect((await act("/admin/inbox", { intent: "assign", assignee: adminId, ids: [third] })).status).toBe(
        200,
      );
      const ids = async (query: string) => rowIds((await page(`/admin/inbox?q=Filter+${t}${query}`)).html);
      expect(await ids("")).toEqual([third, second, first]);
      expect(await ids("&kind=feedback")).toEqual([second, first]);
      expect(await ids("&stage=qualified")).toEqual([third, second]);
      expect(await ids("&stage=new&stage=qualified&kind=feedback")).toEqual([second, first]);
      expect(await ids(`&assignee=${adminId}`)).toEqual([third]);
      expect(await ids("&assignee=none")).toEqual([second, first]);
      expect(await ids("&contact=made")).toEqual([third, second]);
      expect(await ids("&contact=waiting")).toEqual([first]);
      const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
      expect(await ids(`&from=${today}&to=${today}`)).toEqual([third, second, first]);
      expect(await ids("&to=2020-01-01")).toEqual([]);
      // The filter form's fetch once the inbox is loaded: React Router's data request, whose `.data`
      // and `_routes` are not filters.
      const data = await client.request(
        `/admin/inbox.data?q=Filter+${t}&kind=feedback&_routes=${encodeURIComponent("routes/admin/inbox/index")}`,
        { headers: { cookie: admin.cookie } },
      );
      expect(data.status).toBe(200);
      const body = await data.text();
      expect([first, second, third].map((id) => body.includes(id))).toEqual([true, true, false]);
    });

    it("search ignores case, matches LIKE's wildcards literally and looks in every column the kind shows", async () => {
      const t = tag();
      const literal = await sendFeedback(`Pct ${t}`, `Done 100%_${t} today`);
      await sendFeedback(`Other ${t}`, `Done 100ab${t} today`);
      expect(rowIds((await page(`/admin/inbox?q=${encodeURIComponent(`100%_${t}`)}`)).html)).toEqual([
        literal,
      ]);
      expect(rowIds((await page(`/admin/inbox?q=${encodeURIComponent(`pCT ${t}`)}`)).html)).toEqual([
        literal,
      ]);
      const byEmail = await sendFeedback("Email only", "Nothing else", `UPPER.${t}@Example.com`);
      expect(rowIds((await page(`/admin/inbox?q=upper.${t}@example`)).html)).toEqual([byEmail]);
      expect(rowIds((await page(`/admin/inbox?q=${encodeURIComponent("\\")}${t}`)).html)).toEqual([]);
    });

    it("pages through 25 leads at a time with 'x–y of N', Previous and Next, keeping the filters", async () => {
      const label = `Paged ${tag()}`;
      const seeded = await seedFeedback(60, label);
      const q = encodeURIComponent(label).replaceAll("%20", "+");
      const first = await page(`/admin/inbox?q=${q}&kind=feedback`);
      expect(first.html).toContain("1–25 of 60");
      expect(rowIds(first.html)).toEqual(seeded.slice(0, 25).map((row) => row.id));
      expect(first.html).toMatch(/href="\/admin\/inbox\?q=[^"]+&amp;kind=feedback&amp;page=2"[^>]*>Next</);
      const third = await page(`/admin/inbox?q=${q}&kind=feedback&page=3`);
      expect(third.html).toContain("51–60 of 60");
      expect(rowIds(third.html)).toEqual(seeded.slice(50).map((row) => row.id));
      expect(rowIds((await page(`/admin/inbox?q=${q}&page=9`)).html)).toEqual([]);
    });

    it("sends a kind's old list and CSV addresses to the one inbox with that kind, search and status", async () => {
      expect(await page("/admin/inbox/need?q=ravi&status=new")).toMatchObject({
        status: 302,
        location: "/admin/inbox?q=ravi&kind=need&stage=new",
      });
      expect((await page("/admin/inbox/feedback?status=handled")).location).toBe(
        "/admin/inbox?kind=feedback&stage=contacted&stage=qualified&stage=won&stage=lost",
      );
      expect((await page("/admin/inbox/uploads/export.csv?q=cv")).location).toBe(
        "/admin/inbox/export.csv?q=cv&kind=uploads",
      );
      const posted = await act("/admin/inbox/feedback", { intent: "handled", ids: [randomUUID()] });
      expect(posted.status).toBe(404);
      expect(await posted.json()).toMatchObject({ ok: false, details: inboxMessages.movedToInbox });
    });
  });

  describe("the bulk buttons", () => {
    it("move the ticked leads of a browser form post (token in the form) after asking, and say what they did", async () => {
      const t = tag();
      const ids = [await sendFeedback(`Bulk ${t} a`, "One"), await sendFeedback(`Bulk ${t} b`, "Two")];
      const fields = [
        ["_csrf", admin.xsrf],
        ["intent", "stage"],
        ["stage", "won"],
        ["reason", ""],
        ["assignee", adminId],
        ...ids.map((id) => ["ids", id]),
      ];
      const post = (extra: string[][] = []) =>
        client.request(`/admin/inbox?q=Bulk+${t}`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            accept: "text/html",
            cookie: admin.cookie,
          },
          body: new URLSearchParams([...fields, ...extra]),
        });
      // The first post changes nothing and asks, naming the action, the count and the leads.
      const asked = await post();
      expect(asked.status).toBe(200);
      const question = await asked.text();
      expect(question).toContain(inboxText.bulk.confirm.move(2, "Won", ""));
      for (const name of [`Bulk ${t} a`, `Bulk ${t} b`]) expect(question).toContain(`<li>${name}</li>`);
      expect(question).toContain('name="confirmed" value="yes"');
      expect(question).not.toContain(inboxMessages.stageChanged);
      const untouched = await site.app.db
        .selectFrom("leads")
        .select("stage")
        .where("id", "in", ids)
        .execute();
      expect(untouched).toEqual([{ stage: "new" }, { stage: "new" }]);

      const response = await post([["confirmed", "yes"]]);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(
        `${inboxMessages.stageChanged}<span class="block font-normal text-sm">${inboxMessages.leadsMoved(2, "Won")}</span>`,
      );
      const leads = await site.app.db
        .selectFrom("leads")
        .select(["stage", "assignee_id"])
        .where("id", "in", ids)
        .execute();
      expect(leads).toEqual([
        { stage: "won", assignee_id: null },
        { stage: "won", assignee_id: null },
      ]);
      const audited = await site.app.db
        .selectFrom("audit_log")
        .select(["target_id", "actor_email"])
        .where("action", "=", "lead.stage-changed")
        .where("target_id", "in", ids)
        .execute();
      expect(audited).toHaveLength(2);
      expect(audited[0]?.actor_email).toBe(ADMIN.email);
    });

    it("change nothing when one id is unknown, and refuse Lost without a reason", async () => {
      const id = await sendFeedback(`Unknown ${tag()}`, "Stays new");
      const unknown = await act("/admin/inbox", { intent: "stage", stage: "won", ids: [id, randomUUID()] });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ ok: false, details: inboxMessages.leadNotFound });
      const lost = await act("/admin/inbox", { intent: "stage", stage: "lost", ids: [id] });
      expect(lost.status).toBe(400);
      expect(await lost.json()).toMatchObject({ fields: { reason: inboxMessages.reasonRequired } });
      const row = await site.app.db
        .selectFrom("leads")
        .select("stage")
        .where("id", "=", id)
        .executeTakeFirst();
      expect(row?.stage).toBe("new");
    });
  });

  describe("the CSV export", () => {
    it("has every lead of the filters (more than a page and a batch), newest first, round-tripping", async () => {
      const label = `Export ${tag()}`;
      const seeded = await seedFeedback(1203, label);
      const { response, text } = await csv(
        `/admin/inbox/export.csv?kind=feedback&q=${encodeURIComponent(label)}`,
      );
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(parseDisposition(response.headers.get("content-disposition") ?? "")).toEqual({
        type: "attachment",
        parameters: { filename: expect.stringMatching(/^feedback-\d{4}-\d\d-\d\d\.csv$/) },
      });
      const [header, ...rows] = parseCsv(text);
      expect(header).toEqual([
        "Received",
        "Kind",
        "Stage",
        "Assignee",
        "Name",
        "Email",
        "Message",
        ...visitColumns,
        "Lost reason",
        "Latest note",
        "Id",
      ]);
      expect(rows).toHaveLength(1203);
      expect(rows.map((row) => row[15])).toEqual(seeded.map((row) => row.id));
      expect(rows[0]).toEqual([
        csvTime(seeded[0]?.created_at ?? ""),
        "Feedback",
        "New",
        "",
        seeded[0]?.name,
        seeded[0]?.email,
        seeded[0]?.message,
        // Stored without a visit: a direct one, nothing else told.
        "Direct",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        seeded[0]?.id,
      ]);
    });

    it("gains the stage, the assignee and the latest note; mixed kinds show the person and summary", async () => {
      const t = tag();
      const lead = await sendFeedback(`Csv ${t}`, "Call me");
      await post("/api/needs", {
        selection: "Marketing",
        name: `Csv ${t} need`,
        mobile: "9876543210",
        email: `n.${t}@example.com`,
      });
      expect(
        (await act("/admin/inbox", { intent: "stage", stage: "lost", reason: "Budget", ids: [lead] })).status,
      ).toBe(200);
      expect((await act("/admin/inbox", { intent: "assign", assignee: adminId, ids: [lead] })).status).toBe(
        200,
      );
      for (const note of ["First note", "Latest note"])
        expect((await act(`/admin/leads/${lead}`, { intent: "note", note })).status).toBe(200);
      const { text } = await csv(`/admin/inbox/export.csv?q=Csv+${t}`);
      const [header, ...rows] = parseCsv(text);
      expect(header).toEqual([
        "Received",
        "Kind",
        "Stage",
        "Assignee",
        "Name",
        "Email",
        "Mobile",
        "What they sent",
        ...visitColumns,
        "Lost reason",
        "Latest note",
        "Id",
      ]);
      expect(rows.map((row) => row.slice(1, 4))).toEqual([
        ["Need enquiry", "New", ""],
        ["Feedback", "Lost", adminName],
      ]);
      expect(rows[1]?.slice(14)).toEqual(["Budget", "Latest note", lead]);
    });

    it("names what a visitor chose by its label, for one kind and for mixed kinds", async () => {
      const t = tag();
      const id = await post("/api/online/submit-form", {
        selection: "OnlineCertification",
        courseSelection: "Java",
        name: `Label ${t}`,
        mobile: "9876543210",
        email: `label.${t}@example.com`,
      });
      const own = parseCsv((await csv(`/admin/inbox/export.csv?q=${t}&kind=online`)).text);
      expect(own[0]?.slice(7, 9)).toEqual(["Selection", "Course"]);
      expect(own[1]?.slice(7, 9)).toEqual(["Online Certification Course", "Java"]);
      const mixed = parseCsv((await csv(`/admin/inbox/export.csv?q=${t}`)).text);
      expect(mixed[1]?.slice(7, 8)).toEqual(["Online Certification Course · Java"]);
      expect(mixed[1]?.at(-1)).toBe(id);
    });

    it("records each export in the audit log and the log, with the admin, the filters and the client's address", async () => {
      const t = tag();
      await csv(`/admin/inbox/export.csv?q=${t}&kind=need&stage=new`);
      const entries = await site.app.db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "leads.exported")
        .execute();
      const entry = entries.find((row) => row.details?.includes(t));
      expect(entry).toMatchObject({ actor_email: ADMIN.email, target_type: "need", target_id: null });
      expect(JSON.parse(entry?.details ?? "")).toMatchObject({ q: t, kind: "need", stages: ["new"] });
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

    it("neutralises formulas and keeps markup as text (check 4)", async () => {
      const t = tag();
      await sendFeedback(`${XSS} ${t}`, FORMULA);
      const plus = await sendFeedback(`+Plus ${t}`, "-minus @at\ttab");
      expect((await act(`/admin/leads/${plus}`, { intent: "note", note: "=cmd|' /C calc'!A0" })).status).toBe(
        200,
      );
      const { text } = await csv(`/admin/inbox/export.csv?q=${t}&kind=feedback`);
      const rows = parseCsv(text).slice(1);
      const byName = new Map(rows.map((row) => [row[4], row]));
      expect(byName.get(`${XSS} ${t}`)?.[6]).toBe(`'${FORMULA}`);
      expect(byName.get(`'+Plus ${t}`)?.[6]).toBe("'-minus @at\ttab");
      expect(byName.get(`'+Plus ${t}`)?.[14]).toBe("'=cmd|' /C calc'!A0");
      // Every cell is quoted, so the formula cannot escape its cell either.
      expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    });
  });

  describe("markup a visitor typed (check 4)", () => {
    it("is shown as text in the inbox and on the lead page, never as an element", async () => {
      const t = tag();
      const id = await sendFeedback(`${XSS} ${t}`, `${XSS} ${FORMULA}`);
      for (const address of [`/admin/inbox?q=${t}`, `/admin/leads/${id}`]) {
        const { html } = await page(address);
        expect(html).toContain(`&lt;img src=x onerror=alert(1)&gt; ${t}`);
        expect(html).not.toContain("<img src=x");
      }
    });
  });

  describe("uploads", () => {
    it("are leads of their own kind, downloaded by the admin as attachments, byte for byte", async () => {
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

      expect(rowIds((await page(`/admin/inbox?q=${t}&kind=uploads`)).html)).toEqual([id]);
      expect((await page(`/admin/leads/${id}`)).html).toContain(`href="/admin/uploads/${id}"`);

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

  describe("bad input", () => {
    it.each([
      ["an unknown kind", "?kind=bogus", inboxMessages.unknownKind],
      ["broken links as a kind of lead", "?kind=broken-links", inboxMessages.unknownKind],
      ["an unknown stage", "?stage=new&stage=handled", inboxMessages.unknownStage],
      ["an assignee that is no id", "?assignee=1%20or%201%3D1", inboxMessages.unknownAssignee],
      ["a date that is no day", "?from=2026-02-30", inboxMessages.badDate],
      ["a period that ends before it starts", "?from=2026-05-02&to=2026-05-01", inboxMessages.badRange],
      ["an unknown first-contact state", "?contact=soon", inboxMessages.unknownContact],
      ["a huge search", `?q=${"x".repeat(5000)}`, messages.list.searchTooLong(200)],
    ])("the inbox and its CSV refuse %s with 400 and say why", async (_name, search, message) => {
      const listed = await page(`/admin/inbox${search}`);
      expect(listed.status).toBe(400);
      expect(listed.html).toContain(message.replace(/'/g, "&#x27;"));
      const exported = await client.request(`/admin/inbox/export.csv${search}`, {
        headers: { cookie: admin.cookie },
      });
      expect(exported.status).toBe(400);
      expect(await exported.text()).toBe(message);
    });

    it.each([
      ["page 0", "?page=0"],
      ["a page that is not a number", "?page=abc"],
      ["a huge page", "?page=99999999999999999999"],
    ])("the inbox shows its first page for %s, as every admin list does", async (_name, search) => {
      const first = await page("/admin/inbox");
      expect(rowIds(first.html).length).toBeGreaterThan(0);
      const listed = await page(`/admin/inbox${search}`);
      expect(listed.status).toBe(200);
      expect(rowIds(listed.html)).toEqual(rowIds(first.html));
    });

    const ids501 = Array.from({ length: 501 }, () => randomUUID());
    it.each([
      ["no ids", { intent: "stage", stage: "won", ids: [] }, messages.list.noneSelected],
      ["an id that is not a UUID", { intent: "stage", stage: "won", ids: ["1 or 1=1"] }, messages.list.badId],
      ["ids that are not text", { intent: "assign", assignee: "none", ids: [42] }, messages.list.badId],
      ["501 ids", { intent: "stage", stage: "won", ids: ids501 }, messages.list.tooMany(500)],
      ["an unknown intent", { intent: "delete", ids: [randomUUID()] }, inboxMessages.badAction],
      [
        "an unknown stage",
        { intent: "stage", stage: "handled", ids: [randomUUID()] },
        inboxMessages.unknownStage,
      ],
      [
        "an assignee that is no id",
        { intent: "assign", assignee: "boss", ids: [randomUUID()] },
        inboxMessages.unknownAssignee,
      ],
    ])("a bulk POST with %s is a 400 with why", async (_name, body, details) => {
      const response = await act("/admin/inbox", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        ok: false,
        error: messages.admin.saveFailed,
        details,
      });
    });

    it("malformed JSON is a 400", async () => {
      const response = await client.request("/admin/inbox", {
        method: "POST",
        headers: client.as(admin, { "content-type": "application/json" }),
        body: '{"intent": "stage"',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, details: "The body is not valid JSON." });
    });

    it("a POST without the session's CSRF token is a 403 and changes nothing", async () => {
      const id = await sendFeedback(`Csrf ${tag()}`, "Stays new");
      const missing = await client.postJson(
        "/admin/inbox",
        { intent: "stage", stage: "won", ids: [id] },
        { cookie: admin.cookie },
      );
      expect(missing.status).toBe(403);
      expect(await missing.json()).toMatchObject({ ok: false, error: messages.account.csrf });
      const wrong = await client.postForm(
        "/admin/inbox",
        { _csrf: "not-the-token", intent: "stage", stage: "won", ids: id },
        { cookie: admin.cookie },
      );
      expect(wrong.status).toBe(403);
      const row = await site.app.db
        .selectFrom("leads")
        .select("stage")
        .where("id", "=", id)
        .executeTakeFirst();
      expect(row?.stage).toBe("new");
    });
  });
});
