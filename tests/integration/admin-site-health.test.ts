import { describe, expect, it, vi } from "vitest";
import { adminPages } from "~/content/pages/admin";
import { adminSiteHealthPages } from "~/content/pages/admin-site-health";
import { messages } from "~/lib/messages";
import { useAdminSite } from "../support/admin-site";
import { parseCsv } from "../support/csv";
import { testDialects } from "../support/databases";
import { outboxDrained } from "../support/lead-site";
import { ADMIN, tag } from "../support/site-client";

/** The ids of the rows a list page shows, top to bottom (each row's checkbox carries its id). */
const rowIds = (html: string) =>
  [...html.matchAll(/<input type="checkbox"[^>]*value="([0-9a-f-]{36})"/g)].map((match) => match[1]);

// The site-health lists (broken links, the mail outbox) through the real server: their bulk and
// row buttons, the retry of a failed mail, and their CSV. Their old addresses under /admin/inbox
// are in admin-access.test.ts.
describe.each(testDialects)("admin site-health lists on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect);

  const page = async (address: string) => {
    const response = await client.request(address, {
      headers: { accept: "text/html", cookie: admin.cookie },
    });
    return { status: response.status, html: await response.text() };
  };
  const act = (address: string, body: unknown) => client.postJson(address, body, client.as(admin));

  async function sendFeedback(name: string, message: string, email: string) {
    const response = await client.postJson("/api/feedback", { name, email, message });
    expect(response.status, await response.clone().text()).toBe(201);
  }

  it("mark a broken-link report handled and back, audited", async () => {
    const t = tag();
    expect((await client.postJson("/not-found", { path: `/gone-${t}`, referrer: "" })).status).toBe(201);
    const [id] = rowIds((await page(`/admin/site-health/broken-links?q=gone-${t}`)).html);
    expect((await act("/admin/site-health/broken-links", { intent: "handled", ids: [id] })).status).toBe(200);
    expect(rowIds((await page(`/admin/site-health/broken-links?q=gone-${t}&status=handled`)).html)).toEqual([
      id,
    ]);
    const audit = await site.app.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", id ?? "")
      .execute();
    expect(audit).toEqual([{ action: "lead.handled" }]);
  });

  it("ask before a browser's bulk button, act at once from a row's own button, and say what was done", async () => {
    const t = tag();
    for (const n of [1, 2])
      expect((await client.postJson("/not-found", { path: `/gone-${n}-${t}`, referrer: "" })).status).toBe(
        201,
      );
    const address = `/admin/site-health/broken-links?q=${t}`;
    const ids = rowIds((await page(address)).html).map(String);
    expect(ids).toHaveLength(2);
    const post = (fields: string[][]) =>
      client.request(address, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html",
          cookie: admin.cookie,
        },
        body: new URLSearchParams([["_csrf", admin.xsrf], ...fields]),
      });
    const statuses = async () =>
      (
        await site.app.db.selectFrom("not_found_reports").select("status").where("id", "in", ids).execute()
      ).map((row) => row.status);
    const bulk = [["intent", "handled"], ...ids.map((id) => ["ids", id])];
    const asked = await post(bulk);
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(question).toContain(adminSiteHealthPages.list.confirm.handled(2));
    expect(question).toContain('name="confirmed" value="yes"');
    expect(await statuses()).toEqual(["new", "new"]);

    const done = await post([...bulk, ["confirmed", "yes"]]);
    expect(await done.text()).toContain(
      `${messages.admin.saved}<span class="block font-normal text-sm">${adminSiteHealthPages.list.done.handled(2)}</span>`,
    );
    expect(await statuses()).toEqual(["handled", "handled"]);
    // A row's own button names its row and carries the confirmation.
    const listed = (await page(address)).html;
    expect(listed.match(/name="confirmed" value="yes"/g)).toHaveLength(2);
  });

  it("retry a failed mail: audited, attempts start again, and it reaches the SMTP sink", async () => {
    const t = tag();
    const subject = `New feedback from Retry ${t}`;
    // Nothing else in flight, so the sink's refusals hit this lead's mails.
    await outboxDrained(site);
    // The lead's notification and the visitor's acknowledgement: both refused.
    site.sink.rejectNext(2);
    // A domain of its own: its acknowledgement budget is whole, so the lead has exactly these two
    // mails (the file's other leads, all at example.com, may have spent that domain's for the day).
    await sendFeedback(`Retry ${t}`, "Mail me", `retry.${t}@retry-${t}.example`);
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
    const listed = await page(`/admin/site-health/outbox?q=${t}&status=failed`);
    expect(rowIds(listed.html)).toEqual([failed.id]);
    expect(listed.html).toContain("test sink");

    const response = await act("/admin/site-health/outbox", { intent: "retry", ids: [failed.id] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, message: messages.siteHealth.retried });
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
    const again = await act("/admin/site-health/outbox", { intent: "retry", ids: [failed.id] });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ ok: false, details: messages.siteHealth.retryNotFailed });
  });

  it("exports a list's matching rows as CSV, audited as a site-health export", async () => {
    const t = tag();
    expect((await client.postJson("/not-found", { path: `/csv-${t}`, referrer: "" })).status).toBe(201);
    const response = await client.request(`/admin/site-health/broken-links/export.csv?q=csv-${t}`, {
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const rows = parseCsv(new TextDecoder().decode(bytes.subarray(3)));
    const { columns } = adminSiteHealthPages.list;
    const labels = adminSiteHealthPages.kinds["broken-links"].columns;
    expect(rows[0]).toEqual([columns.received, columns.status, labels.path, labels.referrer, columns.id]);
    expect(rows.slice(1).map((row) => row[2])).toEqual([`/csv-${t}`]);
    const audit = await site.app.db
      .selectFrom("audit_log")
      .select(["action", "target_type", "details"])
      .where("action", "=", "site-health.exported")
      .where("details", "like", `%csv-${t}%`)
      .execute();
    expect(audit).toMatchObject([{ action: "site-health.exported", target_type: "broken-links" }]);
    expect(adminPages.audit.actions["site-health.exported"]).toBeTruthy();
  });
});
