import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse as parseContentDisposition } from "content-disposition";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { jobsPage } from "~/content/pages/jobs";
import { leadKindViews } from "~/lib/lead-kinds";
import { messages } from "~/lib/messages";
import { limits } from "~/lib/schemas/limits";
import { readArea } from "~/server/content/store.server";
import { deleteLeads, removeOrphanUploads } from "~/server/leads/delete-leads.server";
import { useAdminSite } from "../support/admin-site";
import { windowsInstaller, wordDocument } from "../support/compound-file";
import { testDialects } from "../support/databases";
import { jobPostingProblems, jsonLdOf } from "../support/job-posting-rules";
import { HR_EMAIL } from "../support/lead-site";
import { tag } from "../support/site-client";
import { editorFormOf } from "../support/site-content";

// Openings on /jobs, each with its page, JSON-LD and Apply form; applications
// in the one inbox; the refusals that concern openings.

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const hostileDescription = "Build <script>alert('x')</script> screens.\n\n- React\n- <b>TypeScript</b>";

describe.each(testDialects)("job openings on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect, { MAX_UPLOAD_MB: "1" });
  const t = tag();
  const open = { title: `React Intern ${t}`, slug: `react-intern-${t}` };
  const closed = { title: `Closed Role ${t}`, slug: `closed-role-${t}` };
  let uploadsDir: string;
  /** /jobs before any opening was published. */
  let jobsBefore = "";

  /** Posts the openings editor's form with `changes` as the admin; the editor's answer. */
  const postEditor = async (changes: Record<string, string>) =>
    client.request("/admin/content/openings", {
      method: "POST",
      headers: { cookie: admin.cookie, accept: "application/json" },
      body: await editorFormOf(client.request, admin, "openings", changes),
    });

  beforeAll(async () => {
    uploadsDir = path.join(site.database.dataDir, "uploads");
    jobsBefore = await (await client.request("/jobs")).text();
    const published = await postEditor({
      intent: "publish",
      "openings.0.title": open.title,
      // A browser sends the empty fields too: the address and posting day are then made on saving.
      "openings.0.slug": "",
      "openings.0.postedOn": "",
      "openings.0.type": "internship",
      "openings.0.location": "Andheri East, Mumbai",
      "openings.0.description": hostileDescription,
      "openings.0.skills": "React\nTypeScript",
      "openings.0.closesOn": "2099-12-31",
      "openings.1.title": closed.title,
      "openings.1.slug": "",
      "openings.1.type": "full-time",
      "openings.1.remote": "on",
      "openings.1.location": "",
      "openings.1.description": "A role that has closed.",
      "openings.1.skills": "",
      "openings.1.postedOn": "2026-01-01",
      "openings.1.closesOn": "2026-01-31",
    });
    expect(published.status, await published.clone().text()).toBe(200);
    // The server follows a publish within moments (decision 031).
    await vi.waitFor(async () => expect(await (await client.request("/jobs")).text()).toContain(open.title), {
      timeout: 10_000,
      interval: 100,
    });
  }, 60_000);

  const apply = (
    slug: string,
    fields: Record<string, string>,
    file: { name: string; bytes: Uint8Array; type?: string } | null,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file)
      form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "" }), file.name);
    return client.request(`/jobs/${slug}`, {
      method: "POST",
      headers: { accept: "application/json" },
      body: form,
    });
  };

  const person = () => ({ name: `Asha ${tag()}`, email: `asha.${tag()}@example.in`, mobile: "98200 12345" });

  const applications = async () =>
    Number(
      (
        await site.app.db
          .selectFrom("applications")
          .select((eb) => eb.fn.countAll().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const stored = () =>
    existsSync(uploadsDir) ? readdirSync(uploadsDir).filter((name) => name !== ".incoming") : [];
  const incoming = () =>
    existsSync(path.join(uploadsDir, ".incoming")) ? readdirSync(path.join(uploadsDir, ".incoming")) : [];

  /** Sends something refused and checks that neither a row, a lead nor a file was kept. */
  async function expectNothingSaved(send: () => Promise<Response>) {
    const [rows, leads, files] = [
      await applications(),
      (await site.app.db.selectFrom("leads").select("id").execute()).length,
      stored(),
    ];
    const response = await send();
    expect(await applications()).toBe(rows);
    expect((await site.app.db.selectFrom("leads").select("id").execute()).length).toBe(leads);
    expect(stored()).toEqual(files);
    expect(incoming()).toEqual([]);
    return response;
  }

  it("says in one line that nothing is open while no opening is published", () => {
    expect(jobsBefore).toContain(`<p class="text-lg text-slate-700">${jobsPage.noOpenings}</p>`);
    expect(jobsBefore).not.toContain('href="/jobs/');
  });

  it("lists the open opening on /jobs with its type, place, closing day and page, and keeps the CV upload", async () => {
    const page = await (await client.request("/jobs")).text();
    expect(page).toContain(`href="/jobs/${open.slug}"`);
    expect(page).toContain("Internship · Andheri East, Mumbai");
    expect(page).toContain("31 December 2099");
    expect(page).not.toContain(closed.title);
    expect(page).toContain("Company focus");
    expect(page).toContain('action="/api/upload"');
  });

  it("shows the opening's page with its description as text and valid JobPosting JSON-LD", async () => {
    const response = await client.request(`/jobs/${open.slug}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`>${open.title}</h1>`);
    expect(page).toContain("Build &lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; screens.");
    expect(page).toContain("<li>&lt;b&gt;TypeScript&lt;/b&gt;</li>");
    expect(page).not.toContain("<script>alert");
    const postings = jsonLdOf(page).filter(
      (data) => (data as { "@type"?: string })["@type"] === "JobPosting",
    ) as Record<string, unknown>[];
    expect(postings).toHaveLength(1);
    const posting = postings[0] ?? {};
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      title: open.title,
      description: hostileDescription,
      employmentType: "INTERN",
      validThrough: "2099-12-31T23:59:59+05:30",
      url: `https://www.example.in/jobs/${open.slug}`,
      jobLocation: { address: { addressLocality: "Andheri East, Mumbai", addressCountry: "IN" } },
    });
    // The nonce of the page's CSP lets the data in.
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(
      response.headers.get("content-security-policy") ?? "",
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(page).toContain(
      `<script type="application/ld+json" nonce="${nonce}">{"@context":"https://schema.org","@type":"JobPosting"`,
    );
  });

  it("answers 410 for a closed opening's page and application, with the way back to /jobs", async () => {
    const response = await client.request(`/jobs/${closed.slug}`);
    expect(response.status).toBe(410);
    const page = await response.text();
    expect(page).toContain('href="/jobs"');
    expect(page).not.toContain('"@type":"JobPosting"');
    const refused = await expectNothingSaved(() =>
      apply(closed.slug, person(), { name: "cv.pdf", bytes: pdf, type: "application/pdf" }),
    );
    expect(refused.status).toBe(410);
    expect(await refused.json()).toEqual({ ok: false, error: messages.application.closed });
  });

  it("answers 404 for an address no opening has", async () => {
    expect((await client.request(`/jobs/no-such-${t}`)).status).toBe(404);
    const refused = await expectNothingSaved(() =>
      apply(`no-such-${t}`, person(), { name: "cv.pdf", bytes: pdf, type: "application/pdf" }),
    );
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ ok: false, error: messages.application.unknown });
  });

  it("lists the open opening in the sitemap and not the closed one", async () => {
    const sitemap = await (await client.request("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>https://www.example.in/jobs/${open.slug}</loc>`);
    expect(sitemap).not.toContain(closed.slug);
  });

  it("takes an application with a PDF into the inbox as an Application naming the opening, CV intact, HR told", async () => {
    const who = person();
    const name = `CV ${tag()}.pdf`;
    const response = await apply(
      open.slug,
      { ...who, note: "Available from January." },
      { name, bytes: pdf, type: "application/pdf" },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = await response.json();
    expect(answer).toEqual({ ok: true, message: messages.application.saved, id: expect.any(String) });

    const row = await site.app.db
      .selectFrom("applications")
      .selectAll()
      .where("id", "=", answer.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: who.name,
      email: who.email,
      mobile: "9820012345",
      note: "Available from January.",
      opening_slug: open.slug,
      opening_title: open.title,
      original_name: name,
      content_type: "application/pdf",
      size: pdf.length,
      sha256: sha256(pdf),
    });
    const lead = await site.app.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", answer.id)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: "applications", stage: "applied", name: who.name, email: who.email });
    expect(lead.summary).toBe(`${open.title} · Available from January.`);

    const inbox = await (
      await client.request(`/admin/inbox?kind=applications&q=${encodeURIComponent(who.name)}`, {
        headers: { cookie: admin.cookie, accept: "text/html" },
      })
    ).text();
    expect(inbox).toContain(leadKindViews.applications.label);
    expect(inbox).toContain(open.title);
    expect(inbox).toContain(`/admin/leads/${answer.id}`);

    const leadPage = await (
      await client.request(`/admin/leads/${answer.id}`, {
        headers: { cookie: admin.cookie, accept: "text/html" },
      })
    ).text();
    expect(leadPage).toContain(`href="/admin/uploads/${answer.id}"`);
    const download = await client.request(`/admin/uploads/${answer.id}`, {
      headers: { cookie: admin.cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(pdf));
    // Nobody else downloads it.
    expect((await client.request(`/admin/uploads/${answer.id}`)).status).not.toBe(200);

    const mail = await site.sink.waitFor(
      (received) => received.subject === `New application for ${open.title} from ${who.name}`,
    );
    expect(mail.to).toEqual([HR_EMAIL]);
    expect(mail.headers["reply-to"]).toBe(who.email);
    expect(mail.text).toContain(`Opening: ${open.title}`);
    expect(mail.text).not.toContain(sha256(pdf));
    const acknowledgement = await site.sink.waitFor((received) => received.to.includes(who.email));
    expect(acknowledgement.text).toContain("your job application");
  });

  it("keeps a CV from the orphan sweep while its application lives, and deletes it with the application", async () => {
    const response = await apply(open.slug, person(), {
      name: "cv.pdf",
      bytes: pdf,
      type: "application/pdf",
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const { stored_name } = await site.app.db
      .selectFrom("applications")
      .select("stored_name")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await removeOrphanUploads(site.app.db, uploadsDir, later);
    expect(stored()).toContain(stored_name);
    const deleted = await deleteLeads(site.app.db, uploadsDir, async () => [id]);
    expect(deleted).toMatchObject({ leads: 1, files: 1 });
    expect(stored()).not.toContain(stored_name);
    expect(await site.app.db.selectFrom("applications").select("id").where("id", "=", id).execute()).toEqual(
      [],
    );
  });

  it("answers a browser's form post without JavaScript with the page and its message", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(person())) form.append(name, value);
    form.append("file", new Blob([pdf], { type: "application/pdf" }), "cv.pdf");
    const sent = await client.request(`/jobs/${open.slug}`, {
      method: "POST",
      headers: { accept: "text/html" },
      body: form,
    });
    expect(sent.status).toBe(201);
    expect(await sent.text()).toContain(messages.application.saved);
    const closedForm = new FormData();
    for (const [name, value] of Object.entries(person())) closedForm.append(name, value);
    const refused = await client.request(`/jobs/${closed.slug}`, {
      method: "POST",
      headers: { accept: "text/html" },
      body: closedForm,
    });
    expect(refused.status).toBe(410);
    const page = await refused.text();
    expect(page).toContain(messages.application.closed);
    expect(page).toContain('href="/jobs"');
  });

  it("refuses a PNG renamed .pdf with 415 and an oversized CV with 413, naming the file field; nothing saved", async () => {
    const wrongType = await expectNothingSaved(() =>
      apply(open.slug, person(), { name: "cv.pdf", bytes: png, type: "application/pdf" }),
    );
    expect(wrongType.status).toBe(415);
    const wrong = await wrongType.json();
    expect(wrong).toMatchObject({ ok: false, error: messages.application.failed });
    expect(wrong.fields.file).toMatch(/^This type of file is not accepted\. Send your CV as a PDF or Word/);

    const big = Buffer.concat([pdf, Buffer.alloc(1024 * 1024 + 1, 0x20)]);
    const tooBig = await expectNothingSaved(() =>
      apply(open.slug, person(), { name: "cv.pdf", bytes: big, type: "application/pdf" }),
    );
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).fields).toEqual({ file: "The file may be at most 1 MB." });

    const none = await expectNothingSaved(() => apply(open.slug, person(), null));
    expect(none.status).toBe(400);
    expect((await none.json()).fields).toEqual({ file: messages.upload.noFile });

    const empty = await expectNothingSaved(() =>
      apply(open.slug, person(), { name: "cv.pdf", bytes: new Uint8Array(), type: "application/pdf" }),
    );
    expect(empty.status).toBe(400);
    expect((await empty.json()).fields).toEqual({ file: "The file is empty." });
  });

  it("refuses a CV named Asha_Resume.msi that is a compound file with no WordDocument stream, naming the file field", async () => {
    const refused = await expectNothingSaved(() =>
      apply(open.slug, person(), { name: "Asha_Resume.msi", bytes: windowsInstaller() }),
    );
    expect(refused.status).toBe(415);
    expect((await refused.json()).fields.file).toMatch(/^This type of file is not accepted\. Send your CV/);
  });

  it.each([
    ["a PDF named Asha_CV.hta", "Asha_CV.hta", pdf, "Asha_CV.pdf"],
    ["a PDF named with a right-to-left override", "x\u202efdp.exe", pdf, "xfdp.pdf"],
    ["a Word 97-2003 document named .msi", "Asha_Resume.msi", wordDocument(), "Asha_Resume.doc"],
  ])(
    "keeps %s as a CV named by its type in the HR mail, on the lead page and in the download",
    async (_name, sent, bytes, shown) => {
      const who = person();
      const response = await apply(open.slug, who, { name: sent, bytes });
      expect(response.status, await response.clone().text()).toBe(201);
      const { id } = await response.json();
      const mail = await site.sink.waitFor(
        (received) => received.subject === `New application for ${open.title} from ${who.name}`,
      );
      expect(mail.text).toContain(`CV: ${shown}\n`);
      const download = await client.request(`/admin/uploads/${id}`, { headers: { cookie: admin.cookie } });
      expect(download.status).toBe(200);
      const disposition = parseContentDisposition(download.headers.get("content-disposition") ?? "");
      expect(disposition).toEqual({ type: "attachment", parameters: { filename: shown } });
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes));
      const page = await (
        await client.request(`/admin/leads/${id}`, { headers: { cookie: admin.cookie, accept: "text/html" } })
      ).text();
      expect(page).toContain(shown);
      expect(page).not.toContain(sent);
      for (const text of [mail.text, page, download.headers.get("content-disposition")])
        expect(text).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    },
  );

  it("refuses hostile fields with 400 and the field's message, saving nothing", async () => {
    const hostile = fc.oneof(
      fc.constant(undefined),
      fc.constant(""),
      fc.string({ minLength: limits.longText + 1, maxLength: limits.longText + 50 }),
      fc.constantFrom("<script>@x", "12", "\u0000", "'; drop table leads; --", "९८२००१२३४५६७"),
    );
    const any = fc.oneof(hostile, fc.string({ maxLength: 20 }));
    await fc.assert(
      // The mobile is never a valid one: each record must be refused, whatever else it holds.
      fc.asyncProperty(fc.record({ name: any, email: any, mobile: hostile }), async (sent) => {
        const fields = Object.fromEntries(
          Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        const response = await expectNothingSaved(() =>
          apply(open.slug, fields, { name: "cv.pdf", bytes: pdf, type: "application/pdf" }),
        );
        expect(response.status).toBe(400);
        const answer = await response.json();
        expect(answer.ok).toBe(false);
        expect(Object.keys(answer.fields).length).toBeGreaterThan(0);
      }),
      { numRuns: 15 },
    );
  });

  it.each([
    [
      "an address already taken",
      {
        "openings.2.title": `Another ${t}`,
        "openings.2.slug": open.slug,
        "openings.2.type": "training",
        "openings.2.remote": "on",
        "openings.2.location": "",
        "openings.2.description": "Another role.",
        "openings.2.skills": "",
        "openings.2.postedOn": "",
        "openings.2.closesOn": "2099-12-31",
      },
      "openings.2.slug",
      `The address /jobs/${open.slug} is already taken by another opening.`,
    ],
    ["an opening without a title", { "openings.0.title": "" }, "openings.0.title", "Enter the title."],
    [
      "an opening without a description",
      { "openings.0.description": "" },
      "openings.0.description",
      "Enter the description.",
    ],
  ])("refuses %s in the editor and saves nothing", async (_case, changes, field, message) => {
    const before = await readArea(site.app.db, "openings");
    const response = await postEditor({ intent: "save", ...changes });
    expect(Object.keys((await response.clone().json()).fields)).toEqual([field]);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.ok).toBe(false);
    expect(answer.fields).toEqual({ [field]: message });
    const after = await readArea(site.app.db, "openings");
    expect(after.revision).toBe(before.revision);
    expect(after.draft).toEqual(before.draft);
  });

  it("shows a drafted opening to an admin in preview only; it takes no application until published", async () => {
    const draft = { title: `Draft Role ${t}`, slug: `draft-role-${t}` };
    const saved = await postEditor({
      intent: "save",
      "openings.0.type": "internship",
      "openings.1.type": "full-time",
      "openings.1.remote": "on",
      "openings.2.title": draft.title,
      "openings.2.slug": "",
      "openings.2.type": "training",
      "openings.2.remote": "on",
      "openings.2.location": "",
      "openings.2.description": "Not yet published.",
      "openings.2.skills": "",
      "openings.2.postedOn": "",
      "openings.2.closesOn": "2099-12-31",
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const preview = { cookie: `${admin.cookie}; content-preview=1`, accept: "text/html" };
    const previewed = await client.request(`/jobs/${draft.slug}`, { headers: preview });
    expect(previewed.status).toBe(200);
    expect(await previewed.text()).toContain(draft.title);
    expect(await (await client.request("/jobs", { headers: preview })).text()).toContain(draft.title);
    expect((await client.request(`/jobs/${draft.slug}`)).status).toBe(404);
    expect(await (await client.request("/jobs")).text()).not.toContain(draft.title);
    const refused = await expectNothingSaved(() =>
      apply(draft.slug, person(), { name: "cv.pdf", bytes: pdf, type: "application/pdf" }),
    );
    expect(refused.status).toBe(404);
  });
});
