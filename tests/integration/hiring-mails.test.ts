import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { defaultHiring } from "~/content/hiring";
import { mailTemplateDefaults, replySoon } from "~/content/mail-templates";
import { deleteLeads } from "~/server/leads/delete-leads.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { pdfBytes } from "../support/lead-files";
import { HR_EMAIL, outboxDrained } from "../support/lead-site";
import { tag } from "../support/site-client";
import { editorFormOf, publishOpening } from "../support/site-content";
import type { ReceivedMail } from "../support/smtp";

// What an application's mails say and carry: HR's notice with the CV attached (or linked when it
// is large), the candidate's acknowledgement naming the opening, and the hiring reply templates.

const MiB = 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
/** A PDF of exactly `size` bytes. */
const pdfOf = (size: number) => Buffer.concat([pdfBytes, Buffer.alloc(size - pdfBytes.length, 0x20)]);

describe.each(testDialects)("an application's mails on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect, { MAIL_ATTACH_MB: "1" });
  const title = `Backend Developer ${tag()}`;
  let slug = "";

  beforeAll(async () => {
    slug = (await publishOpening(client.request, admin, { title })).replace("/jobs/", "");
  }, 60_000);

  /** A candidate of a domain of their own: the acknowledgement's budgets count each domain. */
  const candidate = () => {
    const t = tag();
    return { name: `Asha Rao ${t}`, email: `asha@${t}.example.in`, mobile: "98200 12345" };
  };

  async function apply(
    who: ReturnType<typeof candidate>,
    cv: { name: string; bytes: Uint8Array },
    note = "",
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...who, note })) form.append(name, value);
    form.append("file", new Blob([new Uint8Array(cv.bytes)], { type: "application/pdf" }), cv.name);
    const response = await client.request(`/jobs/${slug}`, {
      method: "POST",
      headers: { accept: "application/json" },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const hrMail = (who: { name: string }) =>
    site.sink.waitFor(
      (mail) =>
        mail.to.includes(HR_EMAIL) && mail.subject === `New application for ${title} from ${who.name}`,
    );
  const bytesOf = (attachment: ReceivedMail["attachments"][number]) =>
    new Uint8Array(Buffer.from(attachment.base64, "base64"));

  it("attaches the CV to HR's mail under its shown name with the same bytes, names the candidate and the opening; the hash is on the lead page only", async () => {
    const who = candidate();
    const cv = { name: "Asha Rao CV.pdf", bytes: pdfOf(40_000) };
    const id = await apply(who, cv, "Available from January.");
    const mail = await hrMail(who);
    expect(mail.headers["reply-to"]).toBe(who.email);
    expect(mail.text).toContain(`${who.name} applied for ${title}`);
    expect(mail.text).toContain("Their CV is attached.");
    expect(mail.text).toContain(`Opening: ${title}\n`);
    expect(mail.text).toContain("CV: Asha Rao CV.pdf\n");
    expect(mail.attachments).toHaveLength(1);
    const [attached] = mail.attachments;
    expect(attached).toMatchObject({ fileName: "Asha Rao CV.pdf", contentType: "application/pdf" });
    expect(sha256(bytesOf(attached as ReceivedMail["attachments"][number]))).toBe(sha256(cv.bytes));
    // The hash is for the admin page only.
    expect(mail.text).not.toContain("SHA-256");
    expect(mail.raw).not.toContain(sha256(cv.bytes));
    const leadPage = await client.request(`/admin/leads/${id}`, {
      headers: { cookie: admin.cookie, accept: "text/html" },
    });
    expect(await leadPage.text()).toMatch(
      new RegExp(`SHA-256(?:<!-- -->| )*<code>${sha256(cv.bytes)}</code>`),
    );
  });

  it("attaches a CV of exactly MAIL_ATTACH_MB, and links one a byte larger to its download instead", async () => {
    const fits = candidate();
    const exact = pdfOf(MiB);
    await apply(fits, { name: "exact.pdf", bytes: exact });
    const attached = await hrMail(fits);
    expect(attached.attachments.map(bytesOf).map(sha256)).toEqual([sha256(exact)]);

    const over = candidate();
    const large = pdfOf(MiB + 1);
    const id = await apply(over, { name: "large.pdf", bytes: large });
    const linked = await hrMail(over);
    expect(linked.attachments).toEqual([]);
    const address = `https://www.example.in/admin/uploads/${id}`;
    expect(linked.text).toContain("Their CV is larger than 1 MB: download it from the link below.");
    expect(linked.text).toContain(`Download: ${address}\n`);
    expect(linked.text).not.toContain("SHA-256");
    // The link asks for the admin's sign-in, and gives the same bytes.
    expect((await client.request(new URL(address).pathname)).status).not.toBe(200);
    const download = await client.request(new URL(address).pathname, { headers: { cookie: admin.cookie } });
    expect(download.status).toBe(200);
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(large));
  });

  it("acknowledges the candidate naming the opening and what happens next, in the Hiring area's words, never their own", async () => {
    const who = candidate();
    await apply(who, { name: "cv.pdf", bytes: pdfBytes }, "Claim your prize at https://evil.example/");
    const acknowledgement = await site.sink.waitFor((mail) => mail.to.includes(who.email));
    expect(acknowledgement.subject).toBe(`We received your job application for ${title}`);
    expect(acknowledgement.text).toContain(`we received your job application for ${title}.`);
    expect(acknowledgement.text).toContain(defaultHiring.nextSteps);
    // The hiring words stand in for the sales promise of a reply within a working day.
    expect(acknowledgement.text).not.toContain(replySoon);
    expect(acknowledgement.text).not.toContain("evil.example");
    expect(acknowledgement.text).not.toContain(who.name);
    expect(acknowledgement.attachments).toEqual([]);

    const nextSteps = `We call every shortlisted candidate within ten days. ${tag()}`;
    const published = await client.request("/admin/content/hiring", {
      method: "POST",
      headers: { cookie: admin.cookie, accept: "application/json" },
      body: await editorFormOf(client.request, admin, "hiring", { intent: "publish", nextSteps }),
    });
    expect(published.status, await published.clone().text()).toBe(200);
    // The server follows a publish within moments (decision 031): the next acknowledgement has it.
    await vi.waitFor(
      async () => {
        const next = candidate();
        await apply(next, { name: "cv.pdf", bytes: pdfBytes });
        const mail = await site.sink.waitFor((received) => received.to.includes(next.email));
        expect(mail.text).toContain(nextSteps);
        expect(mail.text).not.toContain(defaultHiring.nextSteps);
      },
      { timeout: 20_000, interval: 200 },
    );
  });

  it("offers the hiring reply templates, filled with the opening, on an application's page only, and the sales ones elsewhere; each is edited like the others", async () => {
    const who = candidate();
    const id = await apply(who, { name: "cv.pdf", bytes: pdfBytes });
    const page = (path: string) =>
      client.request(path, { headers: { cookie: admin.cookie, accept: "text/html" } }).then((r) => r.text());
    const hiring = ["reply-interview", "reply-not-selected", "reply-offer"] as const;
    const application = await page(`/admin/leads/${id}`);
    for (const key of hiring) expect(application).toContain(mailTemplateDefaults[key].label);
    // The sales templates are not offered to a candidate.
    for (const key of ["reply-more-details", "reply-course"] as const)
      expect(application).not.toContain(mailTemplateDefaults[key].label);
    expect(application).toContain(`An interview about your job application for ${title}`);
    expect(application).toContain(`Hello ${who.name},`);

    const feedback = await client.request("/api/feedback", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ravi", email: `ravi@${tag()}.example.in`, message: "Nice site." }),
    });
    expect(feedback.status).toBe(201);
    const lead = await page(`/admin/leads/${((await feedback.json()) as { id: string }).id}`);
    expect(lead).toContain(mailTemplateDefaults["reply-more-details"].label);
    for (const key of hiring) expect(lead).not.toContain(mailTemplateDefaults[key].label);

    const list = await page("/admin/templates");
    for (const key of hiring) expect(list).toContain(`href="/admin/templates/${key}"`);
    const editor = await client.request("/admin/templates/reply-offer", {
      headers: { cookie: admin.cookie, accept: "text/html" },
    });
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain(mailTemplateDefaults["reply-offer"].subject);
  });

  it("deletes the CV with its application, and with it the mails that carried it", async () => {
    const who = candidate();
    const id = await apply(who, { name: "cv.pdf", bytes: pdfBytes });
    await hrMail(who);
    await outboxDrained(site);
    const { stored_name } = await site.app.db
      .selectFrom("applications")
      .select("stored_name")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const naming = () =>
      site.app.db
        .selectFrom("mail_attachments")
        .select("mail_id")
        .where("stored_name", "=", stored_name)
        .execute();
    expect(await naming()).toHaveLength(1);
    const uploadsDir = path.join(site.database.dataDir, "uploads");
    expect(await deleteLeads(site.app.db, uploadsDir, async () => [id])).toMatchObject({
      leads: 1,
      files: 1,
    });
    expect(existsSync(path.join(uploadsDir, stored_name))).toBe(false);
    expect(await naming()).toEqual([]);
    expect(
      await site.app.db.selectFrom("mail_outbox").select("id").where("lead_id", "=", id).execute(),
    ).toEqual([]);
  });
});
