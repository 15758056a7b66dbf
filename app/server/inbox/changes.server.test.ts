import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultProfile } from "~/content/company";
import { defaultCourses } from "~/content/courses";
import { mailTemplateDefaults } from "~/content/mail-templates";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { jsonLeadPost, validLeads } from "../../../tests/support/lead-bodies";
import { tag } from "../../../tests/support/site-client";
import { actorOf } from "../audit/audit.server";
import { leadForms } from "../leads/lead-forms.server";
import { submitLead } from "../leads/submit-lead.server";
import { saveTemplate } from "../mail/templates.server";
import { addNote, assignLeads, moveLeads, replyToLead } from "./changes.server";
import { leadPage, replyDraft } from "./lead-page.server";

const COMPANY_EMAIL = "hello@example.in";

// What admins do to a lead, in process on a real database: each change with its timeline event and
// audit entry, the first-contact rule, and the lead page that reads them back.
describe.each(testDialects)("lead changes on %s", (dialect) => {
  let site: InProcessSite;
  let admin: { id: string; email: string; name: string };
  let other: { id: string; email: string; name: string };

  beforeAll(async () => {
    site = await openInProcessSite(dialect, { COMPANY_EMAIL });
    const makeAdmin = async (name: string) => {
      const email = `${name.toLowerCase()}.${tag()}@example.in`;
      const id = await insertUser(site.app.db, { email, name });
      await site.app.db.updateTable("users").set({ role: "admin" }).where("id", "=", id).execute();
      return { id, email, name };
    };
    admin = await makeAdmin("Priya");
    other = await makeAdmin("Rahul");
  });
  afterAll(() => site.close());

  let client = 0;
  async function lead(form: keyof typeof leadForms = "feedback", body?: Record<string, unknown>) {
    const sent = body ?? validLeads.feedback(tag());
    const result = await submitLead(
      jsonLeadPost(sent),
      site.context(`192.0.2.${++client % 250}`),
      leadForms[form],
    );
    if (!result.data.ok || !result.data.id) throw new Error(JSON.stringify(result.data));
    return result.data.id;
  }
  const nextMillisecond = async () => {
    const now = Date.now();
    while (Date.now() === now) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  const stored = (id: string) =>
    site.app.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const audited = (id: string) =>
    site.app.db
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("target_id", "=", id)
      .orderBy("created_at")
      .execute();
  const actor = () => actorOf(admin);
  const priya = () => ({ id: admin.id, name: admin.name });

  it("moves a lead along its stages, each move in its timeline and audit log; the first contact stays the first", async () => {
    const id = await lead();
    expect(await moveLeads(site.app.db, defaultCourses, actor(), [id], "contacted")).toEqual({
      ok: true,
      changed: 1,
    });
    const contacted = await stored(id);
    expect(contacted).toMatchObject({ stage: "contacted", lost_reason: null });
    expect(contacted.first_contact_at).not.toBeNull();
    expect(await moveLeads(site.app.db, defaultCourses, actor(), [id], "qualified")).toEqual({
      ok: true,
      changed: 1,
    });
    expect(await moveLeads(site.app.db, defaultCourses, actor(), [id], "qualified")).toEqual({
      ok: true,
      changed: 0,
    });
    expect(await moveLeads(site.app.db, defaultCourses, actor(), [id], "won")).toEqual({
      ok: true,
      changed: 1,
    });
    const won = await stored(id);
    expect(won.first_contact_at).toBe(contacted.first_contact_at);
    const page = await leadPage(site.app.db, id);
    expect(
      page?.timeline
        .filter((entry) => entry.type === "stage")
        .map((entry) => entry.type === "stage" && [entry.from, entry.to, entry.actor]),
    ).toEqual([
      ["new", "contacted", priya()],
      ["contacted", "qualified", priya()],
      ["qualified", "won", priya()],
    ]);
    expect((await audited(id)).map((entry) => entry.action)).toEqual([
      "lead.stage-changed",
      "lead.stage-changed",
      "lead.stage-changed",
    ]);
  });

  it("keeps Lost's reason while the lead is lost, makes no first contact of it, and clears it on the way back", async () => {
    const id = await lead();
    await moveLeads(site.app.db, defaultCourses, actor(), [id], "lost", "Wanted a free website");
    expect(await stored(id)).toMatchObject({
      stage: "lost",
      lost_reason: "Wanted a free website",
      first_contact_at: null,
    });
    await moveLeads(site.app.db, defaultCourses, actor(), [id], "new");
    expect(await stored(id)).toMatchObject({ stage: "new", lost_reason: null });
    const reasons = (await leadPage(site.app.db, id))?.timeline.flatMap((entry) =>
      entry.type === "stage" ? [entry.reason] : [],
    );
    expect(reasons).toEqual(["Wanted a free website", null]);
  });

  it("changes all the leads named or none of them", async () => {
    const id = await lead();
    expect(await moveLeads(site.app.db, defaultCourses, actor(), [id, randomUUID()], "won")).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await assignLeads(site.app.db, actor(), [id, randomUUID()], admin.id)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await stored(id)).toMatchObject({ stage: "new", assignee_id: null });
    expect(await audited(id)).toEqual([]);
  });

  it("puts an admin on a lead, and only an admin", async () => {
    const id = await lead();
    const user = await insertUser(site.app.db, { email: `user.${tag()}@example.in` });
    expect(await assignLeads(site.app.db, actor(), [id], user)).toEqual({
      ok: false,
      reason: "not-an-admin",
    });
    expect(await assignLeads(site.app.db, actor(), [id], other.id)).toEqual({ ok: true, changed: 1 });
    expect(await assignLeads(site.app.db, actor(), [id], other.id)).toEqual({ ok: true, changed: 0 });
    expect(await assignLeads(site.app.db, actor(), [id], null)).toEqual({ ok: true, changed: 1 });
    const page = await leadPage(site.app.db, id);
    expect(page?.timeline.flatMap((entry) => (entry.type === "assigned" ? [entry.assignee] : []))).toEqual([
      { id: other.id, name: other.name },
      null,
    ]);
    expect((await audited(id)).map((entry) => entry.action)).toEqual(["lead.assigned", "lead.assigned"]);
  });

  it("names the timeline's admins by their name now, else their address, else the address the event kept", async () => {
    const id = await lead();
    const nameless = await insertUser(site.app.db, { email: `nameless.${tag()}@example.in`, name: "" });
    await site.app.db.updateTable("users").set({ role: "admin" }).where("id", "=", nameless).execute();
    const gone = await insertUser(site.app.db, { email: `gone.${tag()}@example.in`, name: "Gone" });
    await site.app.db.updateTable("users").set({ role: "admin" }).where("id", "=", gone).execute();
    const goneActor = actorOf({ id: gone, email: `gone.${tag()}@example.in` });
    await assignLeads(site.app.db, actor(), [id], admin.id);
    await assignLeads(site.app.db, actor(), [id], nameless);
    await addNote(site.app.db, goneActor, id, "Before leaving");
    await site.app.db.deleteFrom("users").where("id", "=", gone).execute();
    await site.app.db.updateTable("users").set({ name: "Priya Rao" }).where("id", "=", admin.id).execute();
    try {
      const timeline = (await leadPage(site.app.db, id))?.timeline ?? [];
      expect(
        timeline.flatMap((entry) => (entry.type === "assigned" ? [[entry.actor, entry.assignee]] : [])),
      ).toEqual([
        [
          { id: admin.id, name: "Priya Rao" },
          { id: admin.id, name: "Priya Rao" },
        ],
        [
          { id: admin.id, name: "Priya Rao" },
          { id: nameless, name: expect.stringMatching(/^nameless\./) },
        ],
      ]);
      expect(timeline.find((entry) => entry.type === "note")).toMatchObject({
        actor: { id: null, name: goneActor.email },
      });
    } finally {
      await site.app.db.updateTable("users").set({ name: admin.name }).where("id", "=", admin.id).execute();
    }
  });

  it("keeps notes in the timeline, in order, and never mails them", async () => {
    const id = await lead();
    const before = await site.app.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("lead_id", "=", id)
      .execute();
    await addNote(site.app.db, actor(), id, "Called, no answer.");
    await addNote(site.app.db, actorOf(other), id, "Called again:\nwants a quote <b>today</b>.");
    expect(await addNote(site.app.db, actor(), randomUUID(), "Lost")).toEqual({
      ok: false,
      reason: "not-found",
    });
    const notes = (await leadPage(site.app.db, id))?.timeline.filter((entry) => entry.type === "note");
    expect(notes).toMatchObject([
      { actor: priya(), body: "Called, no answer." },
      { actor: { id: other.id, name: other.name }, body: "Called again:\nwants a quote <b>today</b>." },
    ]);
    expect(
      await site.app.db.selectFrom("mail_outbox").select("id").where("lead_id", "=", id).execute(),
    ).toEqual(before);
  });

  it("replies through the outbox to the visitor with Reply-To the admin: the first contact, New becomes Contacted", async () => {
    const t = tag();
    const body = validLeads.feedback(t);
    const id = await lead("feedback", body);
    expect(
      await replyToLead(site.app.db, actor(), id, {
        subject: "About your feedback",
        body: `Hello Asha ${t}`,
      }),
    ).toEqual({
      ok: true,
      changed: 1,
    });
    const mail = await site.app.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("lead_id", "=", id)
      .where("purpose", "=", "reply")
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      to_address: body.email,
      reply_to: admin.email,
      subject: "About your feedback",
      text_body: `Hello Asha ${t}`,
      html_body: null,
      status: "waiting",
    });
    const lead_ = await stored(id);
    const page = await leadPage(site.app.db, id);
    expect(lead_.stage).toBe("contacted");
    expect(lead_.first_contact_at).toBe(page?.timeline.find((entry) => entry.type === "reply")?.at);
    expect(page?.timeline.map((entry) => entry.type)).toEqual(["received", "mail", "mail", "reply", "stage"]);
    expect(page?.timeline[3]).toMatchObject({
      type: "reply",
      actor: priya(),
      to: body.email,
      subject: "About your feedback",
      delivery: { status: "waiting", sentAt: null },
    });
    expect(page?.timeline.slice(1, 3)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "mail", purpose: "notification", to: COMPANY_EMAIL }),
        expect.objectContaining({ type: "mail", purpose: "acknowledgement", to: body.email }),
      ]),
    );
    expect((await audited(id)).map((entry) => entry.action)).toEqual(["lead.replied", "lead.stage-changed"]);
  });

  it("has nobody to reply to for a lead without an address", async () => {
    const upload = randomUUID();
    const now = new Date().toISOString();
    await site.app.db
      .insertInto("leads")
      .values({
        id: upload,
        kind: "uploads",
        name: "",
        email: "",
        mobile: "",
        summary: "cv.pdf",
        search_text: "cv.pdf",
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await replyToLead(site.app.db, actor(), upload, { subject: "x", body: "y" })).toEqual({
      ok: false,
      reason: "no-address",
    });
  });

  it("shows the same person's earlier leads, by e-mail in any case or by mobile, and no later ones", async () => {
    const t = tag();
    const email = `Same.${t}@Example.com`;
    // Each lead in a millisecond of its own, so that "earlier" and "later" are what the clock says.
    const first = await lead("feedback", { ...validLeads.feedback(t), email });
    await nextMillisecond();
    const byMobile = await lead("need", {
      ...validLeads.need(t),
      email: `other.${t}@example.com`,
      mobile: "+91 90000 12345",
    });
    await nextMillisecond();
    const second = await lead("online", {
      ...validLeads.online(t),
      email: email.toLowerCase(),
      mobile: "9000012345",
    });
    await nextMillisecond();
    const later = await lead("feedback", { ...validLeads.feedback(t), email });
    const earlier = (await leadPage(site.app.db, second))?.earlier.map((entry) => entry.id);
    expect(earlier).toEqual([byMobile, first]);
    expect(earlier).not.toContain(later);
    expect((await leadPage(site.app.db, first))?.earlier).toEqual([]);
  });

  it("fills a reply template with the visitor's name, what they sent and the admin's name; offers only those switched on", async () => {
    const t = tag();
    const id = await lead("need", validLeads.need(t));
    const page = await leadPage(site.app.db, id);
    if (!page) throw new Error("no lead");
    const published = { name: "Asha Soft Pvt Ltd", officeHours: "10 AM to 7 PM" };
    const draft = await replyDraft(site.app.db, page.lead, admin, "reply-call", published);
    expect(draft.subject).toBe("Shall we talk about your enquiry?");
    expect(draft.body).toBe(
      mailTemplateDefaults["reply-call"].body
        .replaceAll("{name}", `Ravi ${t}`)
        .replaceAll("{what}", "your enquiry")
        .replaceAll("{admin}", "Priya")
        .replaceAll("{company}", published.name)
        .replaceAll("{officeHours}", published.officeHours),
    );
    expect(draft.body).toContain("Asha Soft Pvt Ltd");
    expect(draft.body).toContain("10 AM to 7 PM");
    expect(draft.templates.map((template) => template.key)).not.toContain("acknowledgement");
    // Each template comes filled in, for the page to fill the reply as soon as one is chosen.
    expect(draft.templates.find((template) => template.key === "reply-call")).toEqual({
      key: "reply-call",
      label: mailTemplateDefaults["reply-call"].label,
      subject: draft.subject,
      body: draft.body,
    });
    await saveTemplate(site.app.db, actor(), "reply-call", {
      subject: "Call?",
      body: "Hi {name}",
      enabled: false,
    });
    const off = await replyDraft(site.app.db, page.lead, admin, "reply-call", defaultProfile);
    expect(off).toMatchObject({ chosen: null, subject: "", body: "" });
    expect(off.templates.map((template) => template.key)).not.toContain("reply-call");
    expect(
      (await replyDraft(site.app.db, page.lead, admin, "no-such-template", defaultProfile)).chosen,
    ).toBeNull();
  });

  it("finds no lead for an id that is not one", async () => {
    expect(await leadPage(site.app.db, "1 or 1=1")).toBeNull();
    expect(await leadPage(site.app.db, randomUUID())).toBeNull();
  });
});
