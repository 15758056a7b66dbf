import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mailTemplateDefaults, templatePlaceholders } from "~/content/mail-templates";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { MAX_NOTE_LENGTH } from "~/lib/inbox";
import { inboxMessages } from "~/lib/inbox-messages";
import { messages } from "~/lib/messages";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { ADMIN, tag } from "../support/site-client";

const text = inboxMessages;
const lead = adminInboxPages.lead;

// The lead page, the templates and the digest through the real server: the wiring (forms, JSON,
// the XSRF token, the audit log) and every kind of bad input answered 4xx with why. The rules
// themselves are tested in process (app/server/inbox/*.test.ts).
describe.each(testDialects)("the lead page, templates and digest on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect);

  const page = async (address: string) => {
    const response = await client.request(address, {
      headers: { accept: "text/html", cookie: admin.cookie },
    });
    return { status: response.status, html: await response.text() };
  };
  const act = (address: string, body: unknown) => client.postJson(address, body, client.as(admin));
  async function feedback() {
    const t = tag();
    const response = await client.postJson("/api/feedback", {
      name: `Asha ${t}`,
      email: `asha.${t}@example.com`,
      message: "Call me",
    });
    expect(response.status).toBe(201);
    return { id: ((await response.json()) as { id: string }).id, t };
  }

  describe("the lead page", () => {
    it("shows the lead, its timeline and its forms; a browser's form post re-renders it with the message", async () => {
      const { id, t } = await feedback();
      const shown = await page(`/admin/leads/${id}`);
      expect(shown.status).toBe(200);
      expect(shown.html).toContain(`Feedback: Asha ${t}`);
      expect(shown.html).toContain(`To: asha.${t}@example.com`);
      expect(shown.html).toContain("Notification to hello@example.in");
      expect(shown.html).toContain(`Acknowledgement to asha.${t}@example.com`);
      const posted = await client.request(`/admin/leads/${id}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html",
          cookie: admin.cookie,
        },
        body: new URLSearchParams({ _csrf: admin.xsrf, intent: "note", note: `Spoke to Asha ${t}` }),
      });
      expect(posted.status).toBe(200);
      const html = await posted.text();
      expect(html).toContain(text.noteAdded);
      expect(html).toContain(`Spoke to Asha ${t}`);
    });

    it("says in the status line why a browser's form was refused: Lost without a reason", async () => {
      const { id } = await feedback();
      const posted = await client.request(`/admin/leads/${id}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html",
          cookie: admin.cookie,
        },
        body: new URLSearchParams({ _csrf: admin.xsrf, intent: "stage", stage: "lost", reason: "" }),
      });
      expect(posted.status).toBe(400);
      const html = await posted.text();
      const status = /<div role="status"[^>]*><p[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
      expect(status).toBe(text.reasonRequired);
      expect(html).toContain(`id="reason-error"`);
    });

    it("shows what a visitor chose by its label, in the details and in the person's earlier leads", async () => {
      const t = tag();
      const enquire = async (selection: string) => {
        const response = await client.postJson("/api/needs", {
          selection,
          name: `Ravi ${t}`,
          mobile: "9876543210",
          email: `ravi.${t}@example.com`,
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { id: string }).id;
      };
      await enquire("ServiceProvider");
      const { html } = await page(`/admin/leads/${await enquire("WebDevelopment")}`);
      expect(html).toContain('<dd class="whitespace-pre-wrap wrap-anywhere">Web Development</dd>');
      expect(html).toContain('<p class="text-slate-700 text-sm">Service Provider</p>');
      expect(html).not.toMatch(/WebDevelopment|ServiceProvider/);
    });

    it("fills the reply form from the template in the address", async () => {
      const { id, t } = await feedback();
      const { html } = await page(`/admin/leads/${id}?template=reply-call`);
      expect(html).toContain("Shall we talk about your feedback?");
      expect(html).toContain(`Hello Asha ${t},`);
      // Without JavaScript, choosing is one step and "Use template" the other.
      const getForm = /<form[^>]*method="get"[^>]*>((?:(?!<\/form>).)*)<\/form>/gs;
      const chooser = [...html.matchAll(getForm)].find((form) => form[1]?.includes('name="template"'));
      expect(chooser?.[1]).toContain(`>${lead.useTemplate}</button>`);
      // An unknown template leaves the form empty rather than failing.
      expect((await page(`/admin/leads/${id}?template=nope`)).status).toBe(200);
    });

    it("sends a reply through the outbox to the SMTP sink, To the visitor and Reply-To the admin", async () => {
      const { id, t } = await feedback();
      const response = await act(`/admin/leads/${id}`, {
        intent: "reply",
        subject: `Re ${t}`,
        body: `Hello Asha ${t}`,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, message: text.replySent });
      const mail = await site.sink.waitFor((message) => message.subject === `Re ${t}`);
      expect(mail.to).toEqual([`asha.${t}@example.com`]);
      expect(mail.headers["reply-to"]).toBe(ADMIN.email);
      expect(mail.headers.from).toBe("Website <no-reply@example.in>");
      expect(mail.text).toBe(`Hello Asha ${t}`);
      const audit = await site.app.db
        .selectFrom("audit_log")
        .select("action")
        .where("target_id", "=", id)
        .execute();
      expect(audit.map((entry) => entry.action)).toEqual(["lead.replied", "lead.stage-changed"]);
    });

    it("names the timeline's admins by name, and the admin reading it as you; a name is text, never markup", async () => {
      const { id, t } = await feedback();
      const idOf = async (email: string) =>
        (
          await site.app.db
            .selectFrom("users")
            .select("id")
            .where("email", "=", email)
            .executeTakeFirstOrThrow()
        ).id;
      /** Another admin, as an operator makes one: an account promoted, with an authenticator app. */
      async function otherAdmin(name: string) {
        const account = await client.register();
        const totpSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
        await site.app.db
          .updateTable("users")
          .set({ role: "admin", name })
          .where("email", "=", account.email)
          .execute();
        await site.enrolApp({ email: account.email, totpSecret });
        return { id: await idOf(account.email), session: await client.login({ ...account, totpSecret }) };
      }
      const asha = await otherAdmin(`Asha <b>${t}</b>`);
      const ravi = await otherAdmin(`Ravi ${t}`);
      const me = await idOf(ADMIN.email);
      const address = `/admin/leads/${id}`;
      const byAsha = (body: unknown) => client.postJson(address, body, client.as(asha.session));
      for (const change of [
        () => act(address, { intent: "assign", assignee: me }),
        () => byAsha({ intent: "assign", assignee: ravi.id }),
        () => byAsha({ intent: "assign", assignee: me }),
        () => act(address, { intent: "assign", assignee: ravi.id }),
        () => act(address, { intent: "stage", stage: "contacted" }),
        () => byAsha({ intent: "stage", stage: "won" }),
        () => act(address, { intent: "assign", assignee: "none" }),
        () => byAsha({ intent: "note", note: "Called" }),
      ])
        expect((await change()).status).toBe(200);
      const asha_ = `Asha &lt;b&gt;${t}&lt;/b&gt;`;
      const { html } = await page(address);
      const lines = [
        "You took this lead",
        `${asha_} assigned it to Ravi ${t}`,
        `${asha_} assigned it to you`,
        `You assigned it to Ravi ${t}`,
        "You moved it to Contacted",
        `${asha_} moved it to Won`,
        "You unassigned it",
        `${asha_} added a note`,
      ];
      const at = lines.map((line) => html.indexOf(line));
      expect(
        at.every((index) => index > 0),
        JSON.stringify(lines.filter((_, i) => at[i] === -1)),
      ).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      expect(html).not.toContain(`<b>${t}</b>`);
    });

    it("answers 404 for a lead that does not exist, as a page and to a post", async () => {
      for (const id of [randomUUID(), "not-a-uuid", "..%2F..%2Fetc"]) {
        expect((await page(`/admin/leads/${id}`)).status).toBe(404);
        const posted = await act(`/admin/leads/${id}`, { intent: "note", note: "Hello" });
        expect(posted.status).toBe(404);
        expect(await posted.json()).toMatchObject({ ok: false, details: text.leadNotFound });
      }
    });

    it.each([
      ["no intent", { note: "x" }, text.badAction],
      ["an unknown intent", { intent: "archive" }, text.badAction],
      ["an empty note", { intent: "note", note: "   " }, text.noteRequired],
      [
        "a note too long",
        { intent: "note", note: "n".repeat(MAX_NOTE_LENGTH + 1) },
        messages.field.tooLong(MAX_NOTE_LENGTH),
      ],
      ["a note that is not text", { intent: "note", note: { $gt: "" } }, text.noteRequired],
      ["Lost without a reason", { intent: "stage", stage: "lost" }, text.reasonRequired],
      ["an unknown stage", { intent: "stage", stage: "handled" }, text.unknownStage],
      ["an assignee that is no id", { intent: "assign", assignee: "<script>" }, text.unknownAssignee],
      ["a reply without a subject", { intent: "reply", subject: "", body: "Hi" }, text.subjectRequired],
      [
        "a subject over two lines",
        { intent: "reply", subject: "Hi\r\nBcc: x@example.com", body: "Hi" },
        text.subjectOneLine,
      ],
      ["a reply without text", { intent: "reply", subject: "Hi", body: "" }, text.bodyRequired],
    ])("refuses %s with 400 and why", async (_name, body, details) => {
      const { id } = await feedback();
      const response = await act(`/admin/leads/${id}`, body);
      expect(response.status).toBe(400);
      // The status line names the problem, as the field's message does.
      expect(await response.json()).toMatchObject({
        ok: false,
        error: details,
        details: expect.stringContaining(details),
      });
      expect(
        await site.app.db.selectFrom("lead_events").select("id").where("lead_id", "=", id).execute(),
      ).toEqual([]);
    });

    it("refuses an assignee who is not an admin, a reply to a lead without an address, and a post without the token", async () => {
      const { id } = await feedback();
      const user = await client.newUserSession();
      const { _id: userId } = (await (
        await client.request("/user", { headers: { cookie: user.cookie, accept: "application/json" } })
      ).json()) as { _id: string };
      const notAdmin = await act(`/admin/leads/${id}`, { intent: "assign", assignee: userId });
      expect(notAdmin.status).toBe(400);
      expect(await notAdmin.json()).toMatchObject({ error: text.notAnAdmin, details: text.notAnAdmin });

      const form = new FormData();
      form.append("file", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")]), "cv.pdf");
      const uploaded = await client.request("/upload-file", {
        method: "POST",
        headers: { accept: "application/json" },
        body: form,
      });
      const { id: upload } = (await uploaded.json()) as { id: string };
      const noAddress = await act(`/admin/leads/${upload}`, { intent: "reply", subject: "Hi", body: "Hi" });
      expect(noAddress.status).toBe(409);
      expect(await noAddress.json()).toMatchObject({
        ok: false,
        error: text.noAddress,
        details: text.noAddress,
      });

      const forged = await client.postJson(
        `/admin/leads/${id}`,
        { intent: "stage", stage: "won" },
        { cookie: admin.cookie },
      );
      expect(forged.status).toBe(403);
      const stage = await site.app.db
        .selectFrom("leads")
        .select("stage")
        .where("id", "=", id)
        .executeTakeFirst();
      expect(stage?.stage).toBe("new");
    });
  });

  describe("the templates", () => {
    it("keeps an admin's version, audited, and resets it to the default", async () => {
      const list = await page("/admin/templates");
      expect(list.status).toBe(200);
      expect(list.html).toContain(mailTemplateDefaults.acknowledgement.label);
      const saved = await act("/admin/templates/reply-thanks", {
        intent: "save",
        subject: "Thanks, {name}",
        body: "Dear {name}, thank you.",
        enabled: true,
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ ok: true, message: text.templateSaved });
      expect((await page("/admin/templates/reply-thanks")).html).toContain("Dear {name}, thank you.");
      const reset = await act("/admin/templates/reply-thanks", { intent: "reset" });
      expect(await reset.json()).toEqual({ ok: true, message: text.templateReset });
      expect(await site.app.db.selectFrom("mail_templates").selectAll().execute()).toEqual([]);
      const audit = await site.app.db
        .selectFrom("audit_log")
        .select("action")
        .where("target_type", "=", "mail_template")
        .orderBy("created_at")
        .execute();
      expect(audit.map((entry) => entry.action)).toEqual(["template.saved", "template.reset"]);
    });

    it("turns the acknowledgement off and on again from its form (an unticked box sends nothing)", async () => {
      const save = (enabled: boolean) =>
        client.postForm(
          "/admin/templates/acknowledgement",
          {
            _csrf: admin.xsrf,
            intent: "save",
            subject: "We received {what}",
            body: "Hello,\n\nThank you for {what}.\n{company}",
            ...(enabled ? { enabled: "on" } : {}),
          },
          { cookie: admin.cookie },
        );
      const acknowledged = async (id: string) =>
        site.app.db
          .selectFrom("mail_outbox")
          .select("to_address")
          .where("lead_id", "=", id)
          .where("purpose", "=", "acknowledgement")
          .execute();
      expect((await save(false)).status).toBe(200);
      expect(await site.app.db.selectFrom("mail_templates").select(["key", "enabled"]).execute()).toEqual([
        { key: "acknowledgement", enabled: 0 },
      ]);
      const off = await feedback();
      expect(await acknowledged(off.id)).toEqual([]);

      expect((await save(true)).status).toBe(200);
      const on = await feedback();
      expect(await acknowledged(on.id)).toEqual([{ to_address: `asha.${on.t}@example.com` }]);
      const mail = await site.sink.waitFor((received) => received.to.includes(`asha.${on.t}@example.com`));
      expect(mail.text).toBe("Hello,\n\nThank you for your feedback.\nMumbai Soft Solutions");
      await act("/admin/templates/acknowledgement", { intent: "reset" });
    });

    it("refuses an acknowledgement that names the visitor, saying which placeholders to remove", async () => {
      const response = await act("/admin/templates/acknowledgement", {
        intent: "save",
        subject: "Thanks, {name}",
        body: "Dear {name}, we got {what}.",
        enabled: true,
      });
      expect(response.status).toBe(400);
      const refusal = text.placeholdersRefused(["name"], templatePlaceholders.acknowledgement);
      expect(await response.json()).toEqual({
        ok: false,
        error: messages.admin.saveFailed,
        details: refusal,
        fields: { subject: refusal, body: refusal },
      });
      expect(await site.app.db.selectFrom("mail_templates").selectAll().execute()).toEqual([]);
      // The browser's form shows why beside the fields.
      const shown = await client.request("/admin/templates/acknowledgement", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html",
          cookie: admin.cookie,
        },
        body: new URLSearchParams({ _csrf: admin.xsrf, intent: "save", subject: "Hi", body: "Hello {name}" }),
      });
      expect(shown.status).toBe(400);
      expect(await shown.text()).toContain(
        text.placeholdersRefused(["name"], templatePlaceholders.acknowledgement).replace("'", "&#x27;"),
      );
    });

    it.each([
      ["an unknown template", "/admin/templates/nope", { intent: "reset" }, 404, text.templateNotFound],
      [
        "an empty subject",
        "/admin/templates/reply-call",
        { intent: "save", subject: "", body: "x" },
        400,
        text.subjectRequired,
      ],
      ["an unknown intent", "/admin/templates/reply-call", { intent: "drop" }, 400, text.badAction],
      [
        "a box that is no box",
        "/admin/templates/reply-call",
        { intent: "save", subject: "s", body: "b", enabled: "maybe" },
        400,
        "Must be true or false.",
      ],
    ])("refuses %s", async (_name, address, body, status, details) => {
      const response = await act(address, body);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ ok: false, details });
    });

    it("answers 404 for the page of an unknown template", async () => {
      expect((await page("/admin/templates/nope")).status).toBe(404);
    });
  });

  describe("the digest", () => {
    it("subscribes and unsubscribes the admin, audited; refuses anything else", async () => {
      expect(await (await act("/admin/digest", { intent: "subscribe" })).json()).toEqual({
        ok: true,
        message: text.digestOn,
      });
      expect((await page("/admin/digest")).html).toContain(`You get the digest at ${ADMIN.email}.`);
      expect(await (await act("/admin/digest", { intent: "unsubscribe" })).json()).toEqual({
        ok: true,
        message: text.digestOff,
      });
      expect(await site.app.db.selectFrom("digest_subscriptions").selectAll().execute()).toEqual([]);
      const refused = await act("/admin/digest", { intent: "everyone" });
      expect(refused.status).toBe(400);
    });
  });
});
