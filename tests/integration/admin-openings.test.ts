import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminOpeningsPages } from "~/content/pages/admin-openings";
import { openApplication, openingPage } from "~/content/pages/jobs";
import { inboxMessages } from "~/lib/inbox-messages";
import { readArea } from "~/server/content/store.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { jobPostingProblems, jsonLdOf } from "../support/job-posting-rules";
import { tag } from "../support/site-client";
import { editorFormOf } from "../support/site-content";

// The admin's openings pages (each opening's applicants per stage, from the one inbox's query),
// Mark filled, and an opening's salary, experience and positions on its page and in its JSON-LD.

const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const postingOf = (html: string) =>
  (jsonLdOf(html) as Record<string, unknown>[]).find((data) => data["@type"] === "JobPosting");

/** A stage's count as the StageCounts list renders it. */
const countOf = (html: string, stage: string) =>
  Number(new RegExp(`<dt[^>]*>${stage}</dt><dd[^>]*>(\\d+)</dd>`).exec(html)?.[1] ?? Number.NaN);

describe.each(testDialects)("the admin's job openings on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect);
  const t = tag();
  const newer = { title: `Node Developer ${t}`, slug: `node-developer-${t}` };
  const older = { title: `Tester ${t}`, slug: `tester-${t}` };
  const ids: Record<string, string[]> = { [newer.slug]: [], [older.slug]: [] };

  const asAdmin = (address: string) =>
    client.request(address, { headers: { cookie: admin.cookie, accept: "text/html" } });
  const postEditor = async (changes: Record<string, string>) =>
    client.request("/admin/content/openings", {
      method: "POST",
      headers: { cookie: admin.cookie, accept: "application/json" },
      body: await editorFormOf(client.request, admin, "openings", changes),
    });
  const apply = async (slug: string, name: string) => {
    const form = new FormData();
    for (const [field, value] of Object.entries({ name, email: `${tag()}@example.in`, mobile: "9820012345" }))
      form.append(field, value);
    form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "cv.pdf");
    const response = await client.request(`/jobs/${slug}`, {
      method: "POST",
      headers: { accept: "application/json" },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    ids[slug]?.push((await response.json()).id);
  };
  const fill = (slug: string, body: Record<string, unknown> = { intent: "fill" }) =>
    client.postJson(`/admin/openings/${slug}`, body, client.as(admin));

  beforeAll(async () => {
    const published = await postEditor({
      intent: "publish",
      "openings.0.title": newer.title,
      "openings.0.slug": "",
      "openings.0.postedOn": "2026-11-20",
      "openings.0.type": "full-time",
      "openings.0.location": "Andheri East, Mumbai",
      "openings.0.description": "Build APIs.",
      "openings.0.skills": "Node.js",
      "openings.0.closesOn": "2099-12-31",
      "openings.0.experience": "junior",
      "openings.0.positions": "2",
      "openings.0.salaryMin": "30000",
      "openings.0.salaryMax": "45000",
      "openings.0.salaryPer": "month",
      "openings.1.title": older.title,
      "openings.1.slug": "",
      "openings.1.postedOn": "2026-10-01",
      "openings.1.type": "internship",
      "openings.1.remote": "on",
      "openings.1.location": "",
      "openings.1.description": "Test things.",
      "openings.1.skills": "",
      "openings.1.closesOn": "2099-12-31",
      // Left empty, as a browser sends them: no salary, one position.
      "openings.1.positions": "",
      "openings.1.salaryMin": "",
      "openings.1.salaryMax": "",
    });
    expect(published.status, await published.clone().text()).toBe(200);
    await vi.waitFor(
      async () => expect(await (await client.request("/jobs")).text()).toContain(older.title),
      {
        timeout: 10_000,
        interval: 100,
      },
    );
    for (const name of ["Asha", "Ravi", "Meera"]) await apply(newer.slug, `${name} ${t}`);
    await apply(older.slug, `Kiran ${t}`);
    const [, , meera] = ids[newer.slug] ?? [];
    const moved = await client.postJson(
      "/admin/inbox",
      { intent: "stage", stage: "screening", ids: [meera] },
      client.as(admin),
    );
    expect(moved.status, await moved.clone().text()).toBe(200);
  }, 60_000);

  it("lists each opening newest first with its applicants per stage, linking to its own page", async () => {
    const response = await asAdmin("/admin/openings");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.indexOf(newer.title)).toBeGreaterThan(-1);
    expect(html.indexOf(newer.title)).toBeLessThan(html.indexOf(older.title));
    const section = html.slice(html.indexOf(newer.title), html.indexOf(older.title));
    expect(section).toContain(adminOpeningsPages.list.applicants(3));
    expect(countOf(section, "Applied")).toBe(2);
    expect(countOf(section, "Screening")).toBe(1);
    expect(countOf(section, "Hired")).toBe(0);
    // Applications have hiring stages only.
    expect(countOf(section, "Won")).toBeNaN();
    expect(section).toContain(`href="/admin/openings/${newer.slug}"`);
    expect(html.slice(html.indexOf(older.title))).toContain(adminOpeningsPages.list.applicants(1));
  });

  it("lists an opening's applicants with their stage and a link to each, as the inbox filtered by it", async () => {
    const html = await (await asAdmin(`/admin/openings/${newer.slug}`)).text();
    for (const id of ids[newer.slug] ?? []) expect(html).toContain(`href="/admin/leads/${id}"`);
    for (const id of ids[older.slug] ?? []) expect(html).not.toContain(`/admin/leads/${id}`);
    expect(html).not.toContain(`Kiran ${t}`);
    expect(html).toMatch(/Stage(<!-- -->)?: <span[^>]*>Screening<\/span>/);
    expect(html).toContain(`href="/admin/inbox?kind=applications&amp;opening=${newer.slug}"`);
    const inbox = await (await asAdmin(`/admin/inbox?kind=applications&opening=${newer.slug}`)).text();
    expect(inbox).toContain("3 leads match.");
    expect(inbox).toContain(`Asha ${t}`);
    expect(inbox).not.toContain(`Kiran ${t}`);
  });

  it("refuses an opening filter that is not an address with 400 and why", async () => {
    const response = await asAdmin("/admin/inbox?opening=Not%20An%20Address");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(inboxMessages.unknownOpening);
    expect((await asAdmin("/admin/openings/no-such-opening")).status).toBe(404);
  });

  it("shows the salary, experience and positions on the opening's page, and baseSalary in its JSON-LD", async () => {
    const html = await (await client.request(`/jobs/${newer.slug}`)).text();
    expect(html).toContain("₹30,000 to ₹45,000 per month");
    expect(html).toContain("1 to 3 years");
    const posting = postingOf(html);
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: { "@type": "QuantitativeValue", minValue: 30000, maxValue: 45000, unitText: "MONTH" },
      },
      totalJobOpenings: 2,
    });
    const other = await (await client.request(`/jobs/${older.slug}`)).text();
    expect(other).not.toContain(`${openingPage.facts.salary}<`);
    expect(postingOf(other)).not.toHaveProperty("baseSalary");
    expect(postingOf(other)).toMatchObject({ totalJobOpenings: 1 });
  });

  it("refuses a salary whose minimum is above its maximum on the field, saving nothing", async () => {
    const before = await readArea(site.app.db, "openings");
    const refused = await postEditor({
      intent: "save",
      "openings.1.salaryMin": "50000",
      "openings.1.salaryMax": "40000",
    });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as { fields?: Record<string, string> };
    expect(answer.fields?.["openings.1.salaryMin"]).toBe("The salary's minimum cannot be above its maximum.");
    const after = await readArea(site.app.db, "openings");
    expect(after.revision).toBe(before.revision);
    expect(after.draft).toEqual(before.draft);
  });

  it("refuses to mark an unknown opening, a wrong intent or a post without the form's token", async () => {
    expect((await fill("no-such-opening")).status).toBe(404);
    expect((await fill(newer.slug, { intent: "close" })).status).toBe(400);
    const forged = await client.request(`/admin/openings/${newer.slug}`, {
      method: "POST",
      headers: { cookie: admin.cookie, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ intent: "fill" }),
    });
    expect(forged.status).toBe(403);
    expect((await client.request(`/jobs/${newer.slug}`)).status).toBe(200);
  });

  it("marks an opening filled: 410 on its page, gone from /jobs and the sitemap, audited, kept in the draft", async () => {
    const response = await fill(newer.slug);
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await response.json()).message).toBe(adminOpeningsPages.opening.fill.done);
    await vi.waitFor(async () => expect((await client.request(`/jobs/${newer.slug}`)).status).toBe(410), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await (await client.request(`/jobs/${newer.slug}`)).text()).toContain("has been filled");
    expect(await (await client.request("/jobs")).text()).not.toContain(newer.title);
    expect(await (await client.request("/sitemap.xml")).text()).not.toContain(newer.slug);
    expect(await (await client.request("/sitemap.xml")).text()).toContain(older.slug);
    const applied = new FormData();
    applied.append("name", "Late");
    expect(
      (
        await client.request(`/jobs/${newer.slug}`, {
          method: "POST",
          headers: { accept: "application/json" },
          body: applied,
        })
      ).status,
    ).toBe(410);
    const area = await readArea(site.app.db, "openings");
    expect(area.live.openings.find((opening) => opening.slug === newer.slug)?.filled).toBe(true);
    expect(area.draft.openings.find((opening) => opening.slug === newer.slug)?.filled).toBe(true);
    expect(area.live.openings.find((opening) => opening.slug === older.slug)?.filled).toBe(false);
    const audit = await site.app.db
      .selectFrom("audit_log")
      .select(["action", "target_id"])
      .where("action", "=", "opening.filled")
      .execute();
    expect(audit).toEqual([{ action: "opening.filled", target_id: newer.slug }]);
    const list = await (await asAdmin("/admin/openings")).text();
    expect(list.slice(list.indexOf(newer.title), list.indexOf(older.title))).toContain(
      adminOpeningsPages.states.filled,
    );
    const page = await (await asAdmin(`/admin/openings/${newer.slug}`)).text();
    expect(page).not.toContain(`value="fill"`);
  });

  it("takes a CV from /jobs' general upload with its kind of work as an Open application; refuses an unknown kind", async () => {
    const upload = (work: string) => {
      const form = new FormData();
      form.append("work", work);
      form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), `open-${t}.pdf`);
      return client.request("/api/upload", {
        method: "POST",
        headers: { accept: "application/json" },
        body: form,
      });
    };
    const leads = async () => (await site.app.db.selectFrom("uploads").select("id").execute()).length;
    const before = await leads();
    const refused = await upload("hacking");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(openApplication.refused);
    expect(await leads()).toBe(before);

    const response = await upload("design");
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({ ok: true, filename: `open-${t}.pdf`, size: pdf.length });
    const row = await site.app.db
      .selectFrom("uploads")
      .select(["source", "work"])
      .where("id", "=", answer.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source: "jobs", work: "design" });
    const inbox = await (await asAdmin(`/admin/inbox?kind=uploads&q=open-${t}`)).text();
    expect(inbox).toContain(
      `open-${t}.pdf · ${openApplication.label} · ${openApplication.work.kinds.design}`,
    );
  });
});
