import fc from "fast-check";
import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { dataRequestTexts } from "~/content/pages/data-requests";
import { CONFIRMED } from "~/lib/confirm";
import {
  DATA_REQUEST_CONFIRM_PATH,
  DATA_REQUEST_DAYS,
  dataRequestAddress,
  MAX_REQUEST_NOTE,
} from "~/lib/data-requests";
import { addDays, indiaDayOf } from "~/lib/india-days";
import { rateRules } from "~/server/rate-limit.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { leadsWithFiles } from "../support/lead-files";
import { outboxDrained } from "../support/lead-site";
import { tag } from "../support/site-client";
import { editorFormOf } from "../support/site-content";

const json = { "content-type": "application/json", accept: "application/json" };
/** Asks from one client: many times the form's limit. */
const FLOOD = 200;
const { form, confirm, admin: adminText } = dataRequestTexts;

/** A link's token, as the mail carries it. */
const tokenIn = (text: string) => {
  const link = new RegExp(`https://www\\.example\\.in${DATA_REQUEST_CONFIRM_PATH}\\?token=(\\S+)`).exec(text);
  return decodeURIComponent(link?.[1] ?? "");
};

// The privacy notice's request form and its confirmation link over HTTP, and the owner's answers.
describe.each(testDialects)("data requests over HTTP on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect, { RATE_LIMIT_FACTOR: "1", TRUST_PROXY: "1" });
  const leads = leadsWithFiles(() => site);
  let clients = 0;
  /** Each test's requests come from an address of its own (the site trusts one proxy hop). */
  const from = () => `203.0.113.${++clients}`;
  const post = (path: string, body: unknown, address = from(), headers: Record<string, string> = json) =>
    fetch(`${site.server.url}${path}`, {
      method: "POST",
      headers: { ...headers, "x-forwarded-for": address },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const ask = (email: string, request = "erase", address = from()) =>
    post("/privacy", { email, request, note: "Please remove my enquiry." }, address);
  const count = async (table: "data_requests" | "mail_outbox") =>
    Number(
      (
        await site.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const stageOf = async (id: string) =>
    (await site.app.db.selectFrom("leads").select("stage").where("id", "=", id).executeTakeFirstOrThrow())
      .stage;
  const linkFor = async (email: string) =>
    tokenIn(
      (
        await site.sink.waitFor(
          (mail) => mail.to.includes(email) && mail.text.includes(DATA_REQUEST_CONFIRM_PATH),
        )
      ).text,
    );

  it("mails one confirmation link within the acknowledgement's budgets, and stores no request until it is used", async () => {
    const email = `meera.${tag()}@example.com`;
    const before = await count("data_requests");
    const first = await ask(email);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ ok: true, message: form.saved });
    // The same mailbox again the same day: answered alike, but no second mail.
    expect((await ask(email.toUpperCase())).status).toBe(201);
    await outboxDrained(site);
    const mails = site.sink.messages.filter((mail) => mail.to.some((to) => to.toLowerCase() === email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).not.toContain("Please remove my enquiry.");
    expect(tokenIn(mails[0]?.text ?? "")).not.toBe("");
    expect(await count("data_requests")).toBe(before);
  });

  it("confirms a link once, as a Data request lead due 30 days later; opening the link changes nothing", async () => {
    const email = `kabir.${tag()}@example.com`;
    await ask(email, "see");
    const token = await linkFor(email);
    const page = await fetch(
      `${site.server.url}${DATA_REQUEST_CONFIRM_PATH}?token=${encodeURIComponent(token)}`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(confirm.button);
    expect(
      await site.app.db.selectFrom("data_requests").select("id").where("email", "=", email).execute(),
    ).toEqual([]);

    const confirmed = await post(DATA_REQUEST_CONFIRM_PATH, { token });
    expect(confirmed.status).toBe(201);
    const due = addDays(indiaDayOf(new Date()), DATA_REQUEST_DAYS);
    expect(await confirmed.json()).toMatchObject({ ok: true, message: confirm.confirmed(due) });
    const again = await post(DATA_REQUEST_CONFIRM_PATH, { token });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ ok: true, message: confirm.already });
    const stored = await site.app.db
      .selectFrom("data_requests")
      .innerJoin("leads", "leads.id", "data_requests.id")
      .select(["leads.kind", "data_requests.request", "data_requests.due_on", "data_requests.done_at"])
      .where("data_requests.email", "=", email)
      .execute();
    expect(stored).toEqual([{ kind: "data_requests", request: "see", due_on: due, done_at: null }]);
  });

  it("carries the longest note in any script through its link", async () => {
    const email = `anil.${tag()}@example.com`;
    const note = "आ".repeat(MAX_REQUEST_NOTE);
    expect((await post("/privacy", { email, request: "correct", note })).status).toBe(201);
    const token = await linkFor(email);
    const page = await fetch(
      `${site.server.url}${DATA_REQUEST_CONFIRM_PATH}?token=${encodeURIComponent(token)}`,
    );
    expect(await page.text()).toContain(confirm.button);
    expect((await post(DATA_REQUEST_CONFIRM_PATH, { token })).status).toBe(201);
    expect(
      await site.app.db.selectFrom("data_requests").select("note").where("email", "=", email).execute(),
    ).toEqual([{ note }]);
  });

  it("refuses an altered, truncated or foreign link with 400, and shows the link's page as not working", async () => {
    const email = `ravi.${tag()}@example.com`;
    await ask(email);
    const token = await linkFor(email);
    // Alter a character inside the signature, never the one already there.
    const flipped = `${token.slice(0, -3)}${token.at(-3) === "A" ? "B" : "A"}${token.slice(-2)}`;
    for (const bad of [flipped, token.slice(0, 40), "v1.a.b.c", "x".repeat(3999)]) {
      const refused = await post(DATA_REQUEST_CONFIRM_PATH, { token: bad });
      expect(refused.status, bad).toBe(400);
      expect(await refused.json()).toMatchObject({ ok: false, fields: { token: form.badLink } });
    }
    const page = await fetch(
      `${site.server.url}${DATA_REQUEST_CONFIRM_PATH}?token=${encodeURIComponent(flipped)}`,
    );
    expect(page.status).toBe(200);
    const shown = await page.text();
    expect(shown).not.toContain(confirm.button);
    expect(shown).toContain(form.badLink.replaceAll("'", "&#x27;").split(":")[0]);
  });

  it("answers any hostile body on either endpoint with a 4xx, never storing a request (fast-check)", async () => {
    const before = await count("data_requests");
    const bodies = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.json(),
      fc.record(
        {
          email: fc.oneof(fc.string({ maxLength: 300 }), fc.emailAddress(), fc.integer()),
          request: fc.oneof(
            fc.constantFrom("see", "correct", "erase", "delete", ""),
            fc.string(),
            fc.integer(),
          ),
          note: fc.oneof(fc.string({ maxLength: 1100 }), fc.array(fc.string()), fc.constant(null)),
          token: fc.oneof(fc.string({ maxLength: 500 }), fc.base64String(), fc.integer()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom("/privacy", DATA_REQUEST_CONFIRM_PATH), async (body, path) => {
        const response = await post(path, typeof body === "string" ? body : JSON.stringify(body), from());
        if (response.status < 300) {
          // A valid request for a generated address is fine: it only mails a link.
          expect(path).toBe("/privacy");
          return;
        }
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect(await count("data_requests")).toBe(before);
  }, 60_000);

  it("holds a flood from one client to the form's limit: 429 beyond it, one mail per mailbox, no rows", async () => {
    const address = from();
    const email = `flood.${tag()}@example.com`;
    const before = { requests: await count("data_requests"), mails: await count("mail_outbox") };
    const statuses: number[] = [];
    for (let round = 0; round < FLOOD / 50; round++)
      statuses.push(
        ...(await Promise.all(Array.from({ length: 50 }, () => ask(email, "see", address)))).map(
          (r) => r.status,
        ),
      );
    expect(statuses.filter((status) => status === 201)).toHaveLength(rateRules.lead.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(FLOOD - rateRules.lead.limit);
    expect(await count("data_requests")).toBe(before.requests);
    // One link to the mailbox, however often it was asked for.
    expect(await count("mail_outbox")).toBe(before.mails + 1);
    // The link's endpoint holds the same way, and a link confirms once however often it is sent.
    const token = await linkFor(email);
    const confirmations = await Promise.all(
      Array.from({ length: 100 }, () => post(DATA_REQUEST_CONFIRM_PATH, { token }, address)),
    );
    const codes = confirmations.map((response) => response.status);
    expect(codes.filter((status) => status === 429)).toHaveLength(100 - rateRules.dataRequestConfirm.limit);
    expect(codes.filter((status) => status === 201)).toHaveLength(1);
    expect(
      await site.app.db.selectFrom("data_requests").select("id").where("email", "=", email).execute(),
    ).toHaveLength(1);
  }, 180_000);

  it("lets the owner export everything held under the address, erase it, and tells the person once", async () => {
    const t = tag();
    const email = `asha.${t}@example.com`;
    const feedback = await leads.feedback(t);
    await ask(email, "erase");
    const token = await linkFor(email);
    const { id } = (await (await post(DATA_REQUEST_CONFIRM_PATH, { token })).json()) as { id: string };

    const page = await client.request(`/admin/leads/${id}`, {
      headers: { cookie: admin.cookie, accept: "text/html" },
    });
    expect(page.status).toBe(200);
    const shown = await page.text();
    expect(shown).toContain(adminText.heldHeading(email));
    expect(shown).toContain(`href="/admin/leads/${feedback}"`);

    const zip = await client.request(`/admin/leads/${id}/export.zip`, { headers: { cookie: admin.cookie } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const data = JSON.parse(new TextDecoder().decode(files["data.json"])) as {
      leads: { id: string; kind: string }[];
    };
    expect(data.leads.map((lead) => [lead.id, lead.kind])).toEqual([[feedback, "feedback"]]);

    // Erasing asks first in a browser; a script acts at once.
    const unasked = await client.request(dataRequestAddress(id), {
      method: "POST",
      headers: {
        cookie: admin.cookie,
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
      },
      body: new URLSearchParams({ intent: "erase", _csrf: admin.xsrf }),
    });
    expect(unasked.status).toBe(303);
    expect(unasked.headers.get("location")).toBe(`${dataRequestAddress(id)}?erase=1`);
    expect(
      await site.app.db.selectFrom("leads").select("id").where("id", "=", feedback).execute(),
    ).toHaveLength(1);
    const erased = await client.request(dataRequestAddress(id), {
      method: "POST",
      headers: {
        cookie: admin.cookie,
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
      },
      body: new URLSearchParams({ intent: "erase", _csrf: admin.xsrf, [CONFIRMED]: "yes" }),
    });
    expect(erased.status).toBe(303);
    const twice = await client.postJson(
      dataRequestAddress(id),
      { intent: "done", note: "Again" },
      {
        cookie: admin.cookie,
        "x-xsrf-token": admin.xsrf,
        accept: "application/json",
      },
    );
    expect(twice.status, twice.headers.get("location") ?? "").toBe(409);
    const left = await site.app.db
      .selectFrom("leads")
      .select(["id", "kind"])
      .where("email", "=", email)
      .execute();
    expect(left).toEqual([{ id, kind: "data_requests" }]);
    // Answered, it leaves the new requests, at a stage retention keeps.
    expect(await stageOf(id)).toBe("contacted");
    expect(
      await site.app.db
        .selectFrom("data_requests")
        .select(["outcome"])
        .where("id", "=", id)
        .executeTakeFirst(),
    ).toEqual({ outcome: "erased" });
    await outboxDrained(site);
    const done = site.sink.messages.filter(
      (mail) => mail.to.includes(email) && mail.subject === dataRequestTexts.doneMail.subject,
    );
    expect(done).toHaveLength(1);
  }, 60_000);

  it("moves the due day, flags an overdue request on the admin home, and marks it done with one mail", async () => {
    const email = `neha.${tag()}@example.com`;
    await ask(email, "correct");
    const token = await linkFor(email);
    const { id } = (await (await post(DATA_REQUEST_CONFIRM_PATH, { token })).json()) as { id: string };
    const signedIn = client.as(admin, { accept: "application/json" });
    const home = async () =>
      (
        await client.request("/admin/home", { headers: { cookie: admin.cookie, accept: "text/html" } })
      ).text();
    const yesterday = addDays(indiaDayOf(new Date()), -1);
    expect(await home()).not.toContain(dataRequestTexts.home.link);

    const moved = await client.postJson(dataRequestAddress(id), { intent: "due", due: yesterday }, signedIn);
    expect(moved.status).toBe(200);
    const refused = await client.postJson(
      dataRequestAddress(id),
      { intent: "due", due: "2026-02-30" },
      signedIn,
    );
    expect(refused.status).toBe(400);
    expect(await home()).toMatch(/data requests? (is|are) overdue/);
    expect(await home()).toContain(dataRequestTexts.home.link);

    const done = await client.postJson(
      dataRequestAddress(id),
      { intent: "done", note: "We corrected your mobile number." },
      signedIn,
    );
    expect(done.status).toBe(200);
    expect(
      (await client.postJson(dataRequestAddress(id), { intent: "done", note: "Twice" }, signedIn)).status,
    ).toBe(409);
    await outboxDrained(site);
    const told = site.sink.messages.filter(
      (mail) => mail.to.includes(email) && mail.subject === dataRequestTexts.doneMail.subject,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain("We corrected your mobile number.");
    expect(
      await site.app.db
        .selectFrom("data_requests")
        .select(["outcome", "done_note"])
        .where("id", "=", id)
        .execute(),
    ).toEqual([{ outcome: "done", done_note: "We corrected your mobile number." }]);
    expect(await stageOf(id)).toBe("contacted");
  });

  it("shows the grievance officer and the last-updated day the owner published in the content editor", async () => {
    const form = await editorFormOf(client.request, admin, "privacy", {
      officerName: "Sunita Iyer",
      officerEmail: "grievance@example.in",
      lastUpdated: "2026-12-01",
      intent: "publish",
    });
    const published = await client.request("/admin/content/privacy", {
      method: "POST",
      headers: { cookie: admin.cookie, accept: "application/json" },
      body: form,
    });
    expect(published.status, await published.clone().text()).toBe(200);
    await vi.waitFor(
      async () => {
        const page = await (await fetch(`${site.server.url}/privacy`)).text();
        expect(page).toContain("Sunita Iyer");
        expect(page).toContain('href="mailto:grievance@example.in"');
        expect(page).toContain(dataRequestTexts.notice.lastUpdated("2026-12-01"));
      },
      { timeout: 5000, interval: 100 },
    );
  });
});
