import { beforeAll, describe, expect, it, vi } from "vitest";
import { waitlistTexts } from "~/content/pages/waitlist";
import { leadKindViews } from "~/lib/lead-kinds";
import { messages } from "~/lib/messages";
import { publishDraft, readArea, saveDraft } from "~/server/content/store.server";
import { rateRules } from "~/server/rate-limit.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { COMPANY_EMAIL } from "../support/lead-site";
import { tag } from "../support/site-client";

const JAVA = "/courses/java-programming";

// The waitlist form of a course's page over HTTP: without JavaScript, as JSON, and flooded.
describe.each(testDialects)("the waitlist over HTTP on %s", (dialect) => {
  const { site, client: admins, admin } = useAdminSite(dialect, { RATE_LIMIT_FACTOR: "1", TRUST_PROXY: "1" });
  let client = 0;
  /** Each test's requests come from an address of its own (the site trusts one proxy hop). */
  const from = () => `198.51.100.${++client}`;
  const post = (path: string, body: URLSearchParams | object, address: string) =>
    fetch(`${site.server.url}${path}`, {
      method: "POST",
      headers: {
        "x-forwarded-for": address,
        ...(body instanceof URLSearchParams
          ? { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }
          : { "content-type": "application/json" }),
      },
      body: body instanceof URLSearchParams ? body : JSON.stringify(body),
    });
  const mailsTo = (address: string) =>
    site.app.db.selectFrom("mail_outbox").select("id").where("to_address", "=", address).execute();

  beforeAll(async () => {
    // Java takes no enrolments: its page offers the waitlist.
    const { db } = site.app;
    const state = await readArea(db, "courses");
    const courses = state.live.courses.map((course) =>
      course.key === "javaProgramming"
        ? { ...course, batches: course.batches.map((batch) => ({ ...batch, open: false })) }
        : course,
    );
    const owner = { id: null, email: "owner@example.in" };
    const saved = await saveDraft(db, "courses", { courses }, state.revision, owner);
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    expect(await publishDraft(db, "courses", saved.revision, owner)).toMatchObject({ ok: true });
    // Every worker follows a publish within a moment.
    await vi.waitFor(
      async () =>
        expect(await (await fetch(`${site.server.url}${JAVA}`)).text()).toContain(waitlistTexts.heading),
      { timeout: 5000, interval: 100 },
    );
  });

  it("offers the form on a course without an open batch only, posting to the course's own page", async () => {
    const java = await (await fetch(`${site.server.url}${JAVA}`)).text();
    const form = /<form [^>]*>/.exec(java.slice(java.indexOf(waitlistTexts.heading)))?.[0];
    expect(form).toMatch(/ method="post"/);
    expect(form).toContain(` action="${JAVA}"`);
    expect(java).toContain('name="course" value="javaProgramming"');
    const python = await (await fetch(`${site.server.url}/courses/python-programming`)).text();
    expect(python).not.toContain(waitlistTexts.heading);
  });

  it("answers a form posted without JavaScript with the page and its status: 201 kept, 400 refused", async () => {
    const address = from();
    const email = `asha.${tag()}@example.com`;
    const kept = await post(
      JAVA,
      new URLSearchParams({ course: "javaProgramming", email, name: "Asha" }),
      address,
    );
    expect(kept.status).toBe(201);
    expect(await kept.text()).toMatch(new RegExp(`role="status"[^>]*><p[^>]*>${waitlistTexts.saved}`));
    const row = await site.app.db
      .selectFrom("waitlist")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirst();
    expect(row).toMatchObject({ course_key: "javaProgramming", course_name: "Java", name: "Asha" });

    const refused = await post(JAVA, new URLSearchParams({ course: "javaProgramming", email: "" }), address);
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(waitlistTexts.failed);
    expect(page).toContain(
      `<p id="email-error" class="min-h-5 text-red-800 text-sm">${messages.field.emailRequired}</p>`,
    );
  });

  it("lists an entry in the inbox as its own kind, Waitlist, for its course", async () => {
    const name = `Neha ${tag()}`;
    const kept = await post(
      JAVA,
      { course: "javaProgramming", email: `neha.${tag()}@example.com`, name },
      from(),
    );
    const { id } = await kept.json();
    const inbox = await (
      await admins.request(`/admin/inbox?kind=waitlist&q=${encodeURIComponent(name)}`, {
        headers: { cookie: admin.cookie, accept: "text/html" },
      })
    ).text();
    expect(inbox).toContain(`href="/admin/leads/${id}"`);
    expect(inbox).toContain(leadKindViews.waitlist.label);
    expect(inbox).toContain("Java");
  });

  it("answers an API client as the other lead forms do", async () => {
    const address = from();
    const kept = await post(JAVA, { course: "javaProgramming", email: `ravi.${tag()}@example.com` }, address);
    expect(kept.status).toBe(201);
    expect(await kept.json()).toMatchObject({
      ok: true,
      message: waitlistTexts.saved,
      id: expect.any(String),
    });
    const refused = await post(JAVA, { course: "cobol" }, address);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      ok: false,
      error: waitlistTexts.failed,
      fields: { course: waitlistTexts.courseUnknown, email: messages.field.emailRequired },
    });
  });

  it("refuses a flood from one client with 429 after the lead forms' limit, and queues a mail per kept entry only", async () => {
    const address = from();
    const domain = `flood-${tag()}.example.com`;
    const answers: number[] = [];
    for (let index = 0; index < rateRules.lead.limit + 5; index++)
      answers.push(
        (await post(JAVA, { course: "javaProgramming", email: `p${index}@${domain}` }, address)).status,
      );
    expect(answers).toEqual([...Array(rateRules.lead.limit).fill(201), ...Array(5).fill(429)]);
    const limited = await post(
      JAVA,
      new URLSearchParams({ course: "javaProgramming", email: `x@${domain}` }),
      address,
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    const kept = await site.app.db
      .selectFrom("waitlist")
      .select("email")
      .where("email", "like", `%@${domain}`)
      .execute();
    expect(kept).toHaveLength(rateRules.lead.limit);
    // One notification each to the company; nothing to the addresses typed until a batch opens.
    const notices = await site.app.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("to_address", "=", COMPANY_EMAIL)
      .where("subject", "like", "Waiting for Java: p%")
      .where("subject", "like", `%@${domain}`)
      .execute();
    expect(notices).toHaveLength(rateRules.lead.limit);
    for (let index = 0; index < rateRules.lead.limit + 5; index++)
      expect(await mailsTo(`p${index}@${domain}`)).toEqual([]);
  });
});
