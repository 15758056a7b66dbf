import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { batchLine } from "~/content/pages/courses";
import { waitlistTexts } from "~/content/pages/waitlist";
import { type Batch, batchOf, type Course } from "~/lib/courses";
import { indiaDayOf } from "~/lib/india-days";
import { mailboxOf } from "~/lib/mailbox";
import { testDialects } from "../../../tests/support/databases";
import { leadFormSite } from "../../../tests/support/lead-actions";
import { jsonLeadPost } from "../../../tests/support/lead-bodies";
import { COMPANY_EMAIL } from "../../../tests/support/lead-site";
import { tag } from "../../../tests/support/site-client";
import { publishDraft, readArea, saveDraft } from "../content/store.server";
import { leadForms } from "./lead-forms.server";
import { submitLead } from "./submit-lead.server";

const owner = { id: null, email: "owner@example.in" };

/** A day `days` from now, as the catalogue writes a batch's start. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// The "Tell me when the next batch opens" form: what it keeps, what it refuses, and the one mail a
// waiting person gets when the owner publishes a new batch of their course.
describe.each(testDialects)("the waitlist on %s", (dialect) => {
  const leads = leadFormSite(dialect);
  const db = () => leads.site.app.db;
  const join = (body: Record<string, unknown>) =>
    submitLead(jsonLeadPost(body), leads.freshContext(), leadForms.waitlist);
  const waiting = () =>
    db()
      .selectFrom("waitlist")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
  const mailsTo = (address: string) =>
    db().selectFrom("mail_outbox").selectAll().where("to_address", "=", address).execute();

  /** Publishes the courses area with `change` made to Java, through the editor's own path. */
  async function publishJava(change: Partial<Course>) {
    const state = await readArea(db(), "courses");
    const courses = state.live.courses.map((course) =>
      course.key === "javaProgramming" ? { ...course, ...change } : course,
    );
    const saved = await saveDraft(db(), "courses", { courses }, state.revision, owner);
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    const published = await publishDraft(db(), "courses", saved.revision, owner, leads.site.config);
    if (!published.ok) throw new Error(JSON.stringify(published));
    await leads.site.site.refresh();
  }

  it("keeps an entry as a Waitlist lead with its course's name, tells the company, and mails the visitor nothing yet", async () => {
    const email = `asha.${tag()}@example.com`;
    const answer = await join({
      course: "javaProgramming",
      email,
      name: " Asha Patil ",
      mobile: "+91 98765 43210",
    });
    expect(answer.init?.status).toBe(201);
    expect(answer.data).toMatchObject({ ok: true, message: waitlistTexts.saved });
    const id = (answer.data.ok && answer.data.id) || "";
    const row = await db().selectFrom("waitlist").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Asha Patil",
      email,
      mobile: "9876543210",
      course_key: "javaProgramming",
      course_name: "Java",
      told_at: null,
    });
    const lead = await db().selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: "waitlist", stage: "new", name: "Asha Patil", summary: "Java" });
    const [notification] = await db()
      .selectFrom("mail_outbox")
      .selectAll()
      .where("reply_to", "=", email)
      .execute();
    expect(notification).toMatchObject({
      to_address: COMPANY_EMAIL,
      subject: "Waiting for Java: Asha Patil",
    });
    expect(notification?.text_body).toContain("https://www.example.in/courses/java-programming");
    expect(await mailsTo(email)).toEqual([]);
  });

  it("refuses an entry without an e-mail, with a malformed one, or with an absent or unknown course: 400 naming the field, nothing kept", async () => {
    const before = await waiting();
    const cases = [
      [{ course: "javaProgramming" }, "email"],
      [{ course: "javaProgramming", email: "  " }, "email"],
      [{ course: "javaProgramming", email: "asha.example.com" }, "email"],
      [{ email: `asha.${tag()}@example.com` }, "course"],
      [{ course: "", email: `asha.${tag()}@example.com` }, "course"],
      [{ course: "cobol", email: `asha.${tag()}@example.com` }, "course"],
      [{ course: "javaProgramming", email: `asha.${tag()}@example.com`, mobile: "12" }, "mobile"],
    ] as const;
    for (const [body, field] of cases) {
      const answer = await join(body);
      expect(answer.init?.status, JSON.stringify(body)).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, error: waitlistTexts.failed });
      expect(answer.data.ok ? {} : answer.data.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    const unknown = await join({ course: "cobol", email: `asha.${tag()}@example.com` });
    expect(unknown.data).toMatchObject({ fields: { course: waitlistTexts.courseUnknown } });
    expect(await waiting()).toEqual(before);
  });

  it("answers a filled honeypot as a success and keeps nothing", async () => {
    const before = await waiting();
    const answer = await join({ course: "javaProgramming", email: `bot.${tag()}@example.com`, website: "x" });
    expect(answer.init?.status).toBe(201);
    expect(answer.data).toMatchObject({ ok: true, message: waitlistTexts.saved });
    expect(await waiting()).toEqual(before);
  });

  it("refuses hostile fields with 400 under the field and keeps nothing", async () => {
    const before = await waiting();
    const keys = new Set((await readArea(db(), "courses")).live.courses.map((course) => course.key));
    const hostile = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.object(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostile.filter((value) => typeof value !== "string" || !keys.has(value.trim())),
          fc.constant(undefined),
        ),
        fc.oneof(
          hostile.filter((value) => typeof value !== "string" || !value.includes("@")),
          fc.constant(undefined),
        ),
        hostile,
        hostile,
        async (course, email, name, mobile) => {
          const answer = await join({ course, email, name, mobile });
          expect(answer.init?.status).toBe(400);
          const fields = answer.data.ok ? {} : (answer.data.fields ?? {});
          expect(fields).toHaveProperty("course");
          expect(fields).toHaveProperty("email");
        },
      ),
      { numRuns: 40 },
    );
    expect(await waiting()).toEqual(before);
  });

  it("tells each person waiting for a course once, when a publish opens a new batch of it, and moves their lead to Contacted", async () => {
    const closed: Batch = { startsOn: "", timing: "", mode: "online", place: "", seats: 30, open: false };
    const opened = (startsOn: string): Batch => ({
      startsOn,
      timing: "Sat–Sun, 10:00–13:00",
      mode: "classroom",
      place: "Andheri East",
      seats: 12,
      open: true,
    });
    await publishJava({ batches: [closed] });
    const t = tag();
    const asha = `asha.${t}@example.com`;
    const entries = {
      asha: await join({ course: "javaProgramming", email: asha, name: "Asha" }),
      // Her mailbox again: one mail covers both.
      ashaAgain: await join({ course: "javaProgramming", email: `Asha.${t}+java@example.com` }),
      ravi: await join({ course: "javaProgramming", email: `ravi.${t}@example.com` }),
      lost: await join({ course: "javaProgramming", email: `lost.${t}@example.com` }),
      python: await join({ course: "pythonProgramming", email: `meera.${t}@example.com` }),
      spent: await join({ course: "javaProgramming", email: `spent.${t}@example.com` }),
    };
    const idOf = (key: keyof typeof entries) => {
      const data = entries[key].data;
      if (!data.ok || !data.id) throw new Error(JSON.stringify(data));
      return data.id;
    };
    await db().updateTable("leads").set({ stage: "lost" }).where("id", "=", idOf("lost")).execute();
    // That mailbox had its acknowledgement today already: the budget allows it no other mail.
    await db()
      .insertInto("acknowledgement_budgets")
      .values({
        key: `mailbox:${mailboxOf(`spent.${t}@example.com`).key}`,
        day: indiaDayOf(new Date()),
        used: 1,
      })
      .execute();

    // A change that opens no batch tells nobody.
    await publishJava({ batches: [closed], fee: 4100 });
    expect(await mailsTo(asha)).toEqual([]);

    const startsOn = dayAhead(40);
    await publishJava({ batches: [opened(startsOn)] });
    const java = (await readArea(db(), "courses")).live.courses.find(
      (course) => course.key === "javaProgramming",
    );
    const batch = java ? batchOf(java, startsOn) : null;
    expect(batch).not.toBeNull();
    const told = await mailsTo(asha);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      subject: waitlistTexts.batchOpened.subject(["Java"]),
      reply_to: COMPANY_EMAIL,
      lead_id: idOf("asha"),
    });
    expect(told[0]?.text_body).toContain(`Java: ${batchLine(batch as NonNullable<typeof batch>)}`);
    expect(told[0]?.text_body).toContain("https://www.example.in/courses/java-programming");
    expect(await mailsTo(`Asha.${t}+java@example.com`)).toEqual([]);
    expect(await mailsTo(`ravi.${t}@example.com`)).toHaveLength(1);
    for (const quiet of ["lost", "meera", "spent"])
      expect(await mailsTo(`${quiet}.${t}@example.com`), quiet).toEqual([]);

    const stages = await db()
      .selectFrom("leads")
      .select(["id", "stage", "first_contact_at"])
      .where(
        "id",
        "in",
        Object.keys(entries).map((key) => idOf(key as keyof typeof entries)),
      )
      .execute();
    const stageOf = (key: keyof typeof entries) => stages.find((lead) => lead.id === idOf(key));
    for (const key of ["asha", "ashaAgain", "ravi"] as const) {
      expect(stageOf(key), key).toMatchObject({ stage: "contacted" });
      expect(stageOf(key)?.first_contact_at, key).not.toBeNull();
    }
    for (const key of ["python", "spent"] as const) expect(stageOf(key), key).toMatchObject({ stage: "new" });
    expect(stageOf("lost")).toMatchObject({ stage: "lost" });
    const event = await db()
      .selectFrom("lead_events")
      .selectAll()
      .where("lead_id", "=", idOf("ravi"))
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ type: "stage", actor_email: owner.email });
    expect(JSON.parse(event.details ?? "{}")).toEqual({ from: "new", to: "contacted" });

    // Publishing again, even with yet another new batch, tells no one twice.
    await publishJava({ batches: [opened(startsOn), opened(dayAhead(41))], fee: 4200 });
    expect(await mailsTo(asha)).toHaveLength(1);
    expect(await mailsTo(`ravi.${t}@example.com`)).toHaveLength(1);
  });
});
