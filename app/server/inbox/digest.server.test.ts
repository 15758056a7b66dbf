import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadKind, LeadStage } from "~/lib/lead-kinds";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { leadFormSite } from "../../../tests/support/lead-actions";
import { tag } from "../../../tests/support/site-client";
import { leadForms } from "../leads/lead-forms.server";
import { digestContent, digestText, queueDigests, setSubscription } from "./digest.server";

const HOUR = 60 * 60 * 1000;
/** 09:30 in Mumbai on 2026-03-10 (04:00 UTC); the digest goes out from 08:00 there. */
const MORNING = new Date("2026-03-10T04:00:00.000Z");
const APP_URL = "https://www.example.in";

// The daily digest: opt-in per admin, once a day, new leads and leads waiting.
describe.each(testDialects)("the daily digest on %s", (dialect) => {
  let site: InProcessSite;
  const admins: { id: string; email: string }[] = [];

  beforeAll(async () => {
    site = await openInProcessSite(dialect);
    for (const name of ["Priya", "Rahul"]) {
      const email = `${name.toLowerCase()}.${tag()}@example.in`;
      const id = await insertUser(site.app.db, { email, name });
      await site.app.db.updateTable("users").set({ role: "admin" }).where("id", "=", id).execute();
      admins.push({ id, email });
    }
    const lead = (kind: LeadKind, hoursAgo: number, stage: LeadStage = "new", contacted = false) => {
      const at = new Date(MORNING.getTime() - hoursAgo * HOUR).toISOString();
      return {
        id: randomUUID(),
        kind,
        stage,
        name: `${kind} ${hoursAgo}h`,
        email: "",
        mobile: "",
        summary: `Sent ${hoursAgo} hours ago`,
        search_text: "",
        first_contact_at: contacted ? at : null,
        created_at: at,
        updated_at: at,
      };
    };
    await site.app.db
      .insertInto("leads")
      .values([
        // The last 24 hours: three new ones, one already contacted.
        lead("feedback", 1),
        lead("feedback", 5, "contacted", true),
        lead("need", 23),
        // Older: two still waiting for a first contact, one lost, one contacted.
        lead("online", 25),
        lead("enrolments", 72),
        lead("need", 30, "lost"),
        lead("uploads", 40, "qualified", true),
      ])
      .execute();
  });
  afterAll(() => site.close());

  const digests = () =>
    site.app.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("purpose", "=", "digest")
      .orderBy("to_address")
      .execute();

  it("waits for the India morning, then mails each admin who asked for it once that day", async () => {
    const [priya, rahul] = admins;
    if (!priya || !rahul) throw new Error("no admins");
    await setSubscription(site.app.db, priya, true);
    expect(await queueDigests(site.app.db, { APP_URL }, new Date(MORNING.getTime() - 2 * HOUR))).toBe(0);
    expect(await queueDigests(site.app.db, { APP_URL }, MORNING)).toBe(1);
    expect(await queueDigests(site.app.db, { APP_URL }, new Date(MORNING.getTime() + 6 * HOUR))).toBe(0);
    const [mail, ...more] = await digests();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to_address: priya.email,
      subject: "Leads on 2026-03-10: 3 new, 2 waiting for a first contact",
      status: "waiting",
    });
    const text = mail?.text_body ?? "";
    expect(text).toContain("Good morning Priya,");
    expect(text).toContain("New leads in the last 24 hours: 3 (Feedback 2, Need enquiry 1)");
    // Stored without a visit's source: direct ones.
    expect(text).toContain("By source: Direct 3");
    expect(text).toContain("Leads waiting for a first contact for more than 24 hours: 2");
    expect(text).toMatch(
      /- Course enrolment: enrolments 72h \(Sent 72 hours ago\) https:\/\/www\.example\.in\/admin\/leads\/[0-9a-f-]{36}/,
    );
    expect(text).toContain(`${APP_URL}/admin/inbox?stage=new&stage=applied&contact=waiting`);
    const audit = await site.app.db.selectFrom("audit_log").select(["action", "target_id"]).execute();
    expect(audit).toContainEqual({ action: "digest.subscribed", target_id: priya.id });
  });

  it("sends one digest an admin a day even when workers queue them at once, and again the next day", async () => {
    const rahul = admins[1];
    if (!rahul) throw new Error("no admin");
    await setSubscription(site.app.db, rahul, true);
    const next = new Date(MORNING.getTime() + 24 * HOUR);
    const queued = await Promise.all([1, 2, 3].map(() => queueDigests(site.app.db, { APP_URL }, next)));
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(2);
    const sent = await digests();
    expect(sent.filter((mail) => mail.to_address === rahul.email)).toHaveLength(1);
  });

  it("stops for an admin who opts out, and for one who is no longer an admin", async () => {
    const [priya, rahul] = admins;
    if (!priya || !rahul) throw new Error("no admins");
    await setSubscription(site.app.db, priya, false);
    await site.app.db.updateTable("users").set({ role: "user" }).where("id", "=", rahul.id).execute();
    expect(await queueDigests(site.app.db, { APP_URL }, new Date(MORNING.getTime() + 48 * HOUR))).toBe(0);
  });

  it("sends nothing on a day with nothing to tell", async () => {
    const rahul = admins[1];
    if (!rahul) throw new Error("no admin");
    await site.app.db.updateTable("users").set({ role: "admin" }).where("id", "=", rahul.id).execute();
    await site.app.db
      .updateTable("leads")
      .set({ stage: "won", first_contact_at: MORNING.toISOString() })
      .execute();
    const before = (await digests()).length;
    expect(await queueDigests(site.app.db, { APP_URL }, new Date(MORNING.getTime() + 30 * 24 * HOUR))).toBe(
      0,
    );
    expect(await digests()).toHaveLength(before);
  });
});

// The digest names what a visitor chose as the form labelled it.
describe.each(testDialects)("the digest's lead lines on %s", (dialect) => {
  const leads = leadFormSite(dialect);

  it("show a need's selection by its label, not the code the form stores", async () => {
    const t = tag();
    await leads.submit(leadForms.need, {
      selection: "WebDevelopment",
      name: `Ravi ${t}`,
      mobile: "9876543210",
      email: `ravi.${t}@example.com`,
      generalComment: "A shop",
    });
    const text = digestText(await digestContent(leads.site.app.db, new Date()), APP_URL, "Priya");
    expect(text).toContain(`- Need enquiry: Ravi ${t} (Web Development · A shop) ${APP_URL}/admin/leads/`);
    expect(text).not.toContain("WebDevelopment");
  });

  it("leave out the format characters a visitor typed", async () => {
    const t = tag();
    await leads.submit(leadForms.need, {
      selection: "WebDevelopment",
      name: `Ravi\u202e ${t}`,
      mobile: "9876543210",
      email: `ravi.${t}@example.com`,
      generalComment: "A \u2066shop\u2069",
    });
    const text = digestText(await digestContent(leads.site.app.db, new Date()), APP_URL, "Priya");
    expect(text).toContain(`- Need enquiry: Ravi ${t} (Web Development · A shop) ${APP_URL}/admin/leads/`);
    expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});
