import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultProfile } from "~/content/company";
import { footerLinks } from "~/content/navigation";
import { accountPages } from "~/content/pages/account";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { privacyPage } from "~/content/pages/privacy";
import { defaultPrivacy } from "~/content/privacy";
import { privacyLink } from "~/content/privacy-link";
import type { AreaKey } from "~/content/site-content";
import { confirmAccessMessages, confirmAccessPath } from "~/lib/confirm-access";
import { leadDeletionAddress } from "~/lib/inbox";
import { inboxMessages } from "~/lib/inbox-messages";
import { messages } from "~/lib/messages";
import { createOrPromoteAdmin } from "~/server/admin/admins.server";
import { newTotpSecret } from "~/server/auth/totp.server";
import { ageConfirmation } from "../support/account-client";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { leadsWithFiles } from "../support/lead-files";
import { COMPANY_EMAIL, outboxDrained } from "../support/lead-site";
import { ADMIN, type Session, sessionOf, tag } from "../support/site-client";
import { editorFormOf } from "../support/site-content";
import { currentStep, totpAt } from "../support/totp";

/** The footer's link to the notice, as the footer names it. */
const privacyFooterLabel = footerLinks.find((link) => link.to === privacyPage.seo.path)?.label ?? "";

const html = { accept: "text/html" };
const json = { accept: "application/json" };
/** How React Router writes an apostrophe in a page's text. */
const escaped = (text: string) => text.replaceAll("'", "&#x27;");
/** A paragraph's start as the page shows it (the loader's data holds the same words in JSON). */
const shown = (text: string) => `<p class="max-w-3xl">${escaped(text)}`;

describe("the privacy notice, with LEAD_RETENTION_DAYS unset", () => {
  const { client } = useAdminSite("sqlite", {}, { signIn: false });

  it("shows its defaults at /privacy, with the company's published address, and is in the sitemap and the footer", async () => {
    const response = await client.request("/privacy", { headers: html });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toMatch(new RegExp(`<h1[^>]*>${privacyPage.heading}</h1>`));
    for (const heading of Object.values(privacyPage.headings)) expect(page).toContain(heading);
    for (const line of defaultPrivacy.collected) expect(page).toContain(escaped(line));
    // Both sentences are in the page's data; the one matching the setting is the paragraph shown.
    expect(page).toContain(shown(defaultPrivacy.noRetentionPeriod));
    expect(page).not.toContain(shown(defaultPrivacy.retentionPeriod.split("{days}")[0] ?? ""));
    expect(page).toContain(`href="mailto:${COMPANY_EMAIL}"`);
    // Shown with the company's name in place of its token.
    expect(page).toContain(
      `>${escaped((defaultPrivacy.intro[0] ?? "").replaceAll("{company}", defaultProfile.name))}</p>`,
    );
    expect(page).toContain('<link rel="canonical" href="https://www.example.in/privacy"/>');
    expect(page).toMatch(new RegExp(`<footer.*href="/privacy"[^>]*>${privacyFooterLabel}</a>`, "s"));
    const sitemap = await (await client.request("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://www.example.in/privacy</loc>");
  });

  it("links to it beside the submit button of every lead form", async () => {
    for (const path of ["/feedback", "/need", "/online", "/online-course", "/jobs", "/file-upload"]) {
      const page = await (await client.request(path, { headers: html })).text();
      expect(page, path).toContain(`${escaped(privacyLink.before)} <a`);
      expect(page, path).toMatch(new RegExp(`href="/privacy"[^>]*>${privacyLink.label}</a>`));
    }
  });

  it("shows the text an admin edited and published, and the address published in the profile", async () => {
    const admin = await client.login(ADMIN);
    const publish = async (area: AreaKey, changes: Record<string, string>) => {
      const form = await editorFormOf(client.request, admin, area, { ...changes, intent: "publish" });
      const response = await client.request(`/admin/content/${area}`, {
        method: "POST",
        headers: { cookie: admin.cookie, accept: "application/json" },
        body: form,
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    await publish("privacy", {
      contact: "Write to our privacy desk at",
      rights: "You may ask us for a copy of what we hold about you.",
    });
    await publish("profile", { companyEmail: "privacy@asha.in" });
    await expect
      .poll(async () => {
        const page = await (await client.request("/privacy", { headers: html })).text();
        return [
          page.includes("Write to our privacy desk at"),
          page.includes("You may ask us for a copy of what we hold about you."),
          page.includes('href="mailto:privacy@asha.in"'),
          page.includes(escaped(defaultPrivacy.contact)),
        ];
      })
      .toEqual([true, true, true, false]);
  });
});

describe.each(testDialects)("deleting a lead on request, on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect, { LEAD_RETENTION_DAYS: "90" });
  const leads = leadsWithFiles(() => site);

  const leadExists = async (id: string) =>
    (await site.app.db.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst()) !==
    undefined;
  /** A browser's form post: urlencoded, asking for HTML. */
  const postPage = (path: string, values: Record<string, string>, session: Session) =>
    client.postForm(path, values, { ...html, cookie: session.cookie });

  it("states the server's retention period on /privacy", async () => {
    const page = await (await client.request("/privacy", { headers: html })).text();
    expect(page).toContain(shown(defaultPrivacy.retentionPeriod.replace("{days}", "90")));
    expect(page).not.toContain(shown(defaultPrivacy.noRetentionPeriod));
  });

  it("is refused to a signed-in user who is not an admin, and deletes nothing", async () => {
    const id = await leads.upload();
    const user = await client.newUserSession();
    const post = await client.postJson(`/admin/leads/${id}`, { intent: "delete" }, client.as(user, json));
    expect(post.status).toBe(403);
    expect(await post.json()).toMatchObject({ ok: false, error: messages.admin.forbidden });
    expect(await leadExists(id)).toBe(true);
    expect(existsSync(await leads.storedFile(id))).toBe(true);
  });

  it("sends an admin whose access is not recently confirmed to /confirm-access and back to the question; scripts get 403", async () => {
    const id = await leads.upload();
    const file = await leads.storedFile(id);
    // An admin of its own, so the code used to confirm is one no other sign-in has used.
    const account = {
      email: `keeper.${tag()}@example.in`,
      password: "Keeper-admin-pass-1",
      totpSecret: newTotpSecret(),
    };
    await createOrPromoteAdmin(site.app.db, account);
    await site.enrolApp(account);
    const stale = await client.login(account);
    await ageConfirmation(site.app.db, stale.sid);
    const confirmPage = confirmAccessPath(leadDeletionAddress(id));

    const asked = await client.request(leadDeletionAddress(id), {
      headers: { ...html, cookie: stale.cookie },
    });
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toBe(confirmPage);
    const browser = await postPage(
      `/admin/leads/${id}`,
      { intent: "delete", confirmed: "yes", _csrf: stale.xsrf },
      stale,
    );
    expect(browser.status).toBe(303);
    expect(browser.headers.get("location")).toBe(confirmPage);
    const script = await client.postJson(`/admin/leads/${id}`, { intent: "delete" }, client.as(stale, json));
    expect(script.status).toBe(403);
    expect(await script.json()).toEqual({ ok: false, error: confirmAccessMessages.needed });
    expect(await leadExists(id)).toBe(true);
    expect(existsSync(file)).toBe(true);

    // The password and a fresh code confirm it; the admin is back at the question, under a new session.
    const confirmed = await postPage(
      "/confirm-access",
      {
        intent: "confirm",
        password: account.password,
        code: totpAt(account.totpSecret, currentStep() + 1),
        redirectTo: leadDeletionAddress(id),
        _csrf: stale.xsrf,
      },
      stale,
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(leadDeletionAddress(id));
    const moved = sessionOf(confirmed);
    const question = await client.request(leadDeletionAddress(id), {
      headers: { ...html, cookie: moved.cookie },
    });
    expect(question.status).toBe(200);
    expect(await question.text()).toContain(adminInboxPages.lead.deleteButton);
  });

  it("names the lead being deleted on /confirm-access", async () => {
    const t = tag();
    const id = await leads.feedback(t);
    const account = {
      email: `namer.${t}@example.in`,
      password: "Namer-admin-pass-1",
      totpSecret: newTotpSecret(),
    };
    await createOrPromoteAdmin(site.app.db, account);
    await site.enrolApp(account);
    const stale = await client.login(account);
    await ageConfirmation(site.app.db, stale.sid);
    const page = await client.request(confirmAccessPath(leadDeletionAddress(id)), {
      headers: { ...html, cookie: stale.cookie },
    });
    expect(page.status).toBe(200);
    const { confirmAccess } = accountPages;
    expect(await page.text()).toContain(
      escaped(confirmAccess.introWithFactor(confirmAccess.actions.deleteLead(`Asha ${t}`))),
    );
  });

  it("asks first, then deletes the lead, its linked file, rows and mails, audits it without the person's data, and says so in the inbox", async () => {
    const { need, brief } = await leads.needWithBrief();
    const file = await leads.storedFile(brief);
    // A reply's audit entry quotes the visitor's address: the deletion takes it out too.
    const replied = await client.postJson(
      `/admin/leads/${need}`,
      { intent: "reply", subject: "Your enquiry", body: "We will call you tomorrow." },
      client.as(admin, json),
    );
    expect(replied.status).toBe(200);
    await outboxDrained(site);
    const person = await site.app.db
      .selectFrom("leads")
      .select(["name", "email"])
      .where("id", "=", need)
      .executeTakeFirstOrThrow();
    const mails = await site.app.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("lead_id", "in", [need, brief])
      .execute();
    expect(mails.length).toBeGreaterThanOrEqual(3);
    const auditBefore = await site.app.db
      .selectFrom("audit_log")
      .select("details")
      .where("target_id", "=", need)
      .execute();
    expect(JSON.stringify(auditBefore)).toContain(person.email);

    const question = await client.request(leadDeletionAddress(need), {
      headers: { ...html, cookie: admin.cookie },
    });
    expect(question.status).toBe(200);
    const asked = await question.text();
    expect(asked).toContain(adminInboxPages.lead.deleteButton);
    expect(asked).toContain(`brief-`);
    // A browser's post that does not carry the question's answer is sent to the question.
    const unasked = await postPage(`/admin/leads/${need}`, { intent: "delete", _csrf: admin.xsrf }, admin);
    expect(unasked.status).toBe(303);
    expect(unasked.headers.get("location")).toBe(leadDeletionAddress(need));
    expect(await leadExists(need)).toBe(true);

    const done = await postPage(
      leadDeletionAddress(need),
      { intent: "delete", confirmed: "yes", _csrf: admin.xsrf },
      admin,
    );
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/admin/inbox?result=deleted");
    expect(await leadExists(need)).toBe(false);
    expect(await leadExists(brief)).toBe(false);
    expect(existsSync(file)).toBe(false);
    for (const table of ["enquiries", "uploads"] as const)
      expect(
        await site.app.db.selectFrom(table).select("id").where("id", "in", [need, brief]).execute(),
      ).toEqual([]);
    expect(
      await site.app.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("lead_id", "in", [need, brief])
        .execute(),
    ).toEqual([]);
    const audit = await site.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "lead.deleted")
      .where("target_id", "=", need)
      .executeTakeFirstOrThrow();
    expect(audit.actor_email).toBe(ADMIN.email);
    expect(JSON.parse(audit.details ?? "{}")).toEqual({
      kind: "need",
      leads: 2,
      files: 1,
      mails: mails.length,
    });
    const entries = await site.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("target_id", "=", need)
      .execute();
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "lead.deleted",
      "lead.replied",
      "lead.stage-changed",
    ]);
    const everything = JSON.stringify(await site.app.db.selectFrom("audit_log").selectAll().execute());
    expect(everything).not.toContain(person.email);
    expect(everything).not.toContain(person.name);

    const inbox = await client.request("/admin/inbox?result=deleted", {
      headers: { ...html, cookie: admin.cookie },
    });
    expect(await inbox.text()).toMatch(new RegExp(`role="status"[^>]*><p[^>]*>${inboxMessages.leadDeleted}`));
    // Gone is gone: its page and a second deletion answer 404.
    expect(
      (await client.request(`/admin/leads/${need}`, { headers: { ...html, cookie: admin.cookie } })).status,
    ).toBe(404);
    const again = await client.postJson(`/admin/leads/${need}`, { intent: "delete" }, client.as(admin, json));
    expect(again.status).toBe(404);
  });

  it("deletes at once for a JSON client of a confirmed admin", async () => {
    const id = await leads.feedback();
    const response = await client.postJson(
      `/admin/leads/${id}`,
      { intent: "delete" },
      client.as(admin, json),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: inboxMessages.leadDeleted });
    expect(await leadExists(id)).toBe(false);
  });

  it("answers hostile ids with a 4xx, never a 5xx", async () => {
    const ids = [
      "x",
      "00000000-0000-4000-8000-000000000000",
      "00000000-0000-4000-8000-00000000000G",
      "%00",
      "..%2F..%2Fetc",
      "%E2%80%AE",
      "a".repeat(2000),
      "1' or '1'='1",
    ];
    for (const id of ids) {
      const path = `/admin/leads/${id.includes("%") ? id : encodeURIComponent(id)}`;
      const script = await client.postJson(path, { intent: "delete" }, client.as(admin, json));
      expect(script.status, id).toBeGreaterThanOrEqual(400);
      expect(script.status, id).toBeLessThan(500);
      const question = await client.request(`${path}?delete=1`, {
        headers: { ...html, cookie: admin.cookie },
      });
      expect(question.status, id).toBe(404);
    }
  });
});
