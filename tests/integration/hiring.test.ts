import { randomUUID } from "node:crypto";
import ical from "node-ical";
import { beforeAll, describe, expect, it } from "vitest";
import { pipelineLabels, stageLabels } from "~/content/pages/admin-inbox";
import { interviewTexts } from "~/content/pages/interviews";
import { inboxMessages } from "~/lib/inbox-messages";
import { addDays, indiaDayOf } from "~/lib/india-days";
import { pipelines } from "~/lib/lead-kinds";
import { insertLead } from "~/server/leads/lead-store.server";
import { leadVisit } from "~/server/leads/lead-visit.server";
import { useAdminSite } from "../support/admin-site";
import { parseCsv } from "../support/csv";
import { testDialects } from "../support/databases";
import { outboxDrained } from "../support/lead-site";
import { ADMIN, tag } from "../support/site-client";

const APP_URL = "https://www.example.in";
const salesLabels = pipelines.sales.stages.map((stage) => stageLabels[stage]);
const hiringLabels = pipelines.hiring.stages.map((stage) => stageLabels[stage]);

/** The labels of the options of the select named `name` in `html`. */
const optionsOf = (html: string, id: string) => {
  const select = new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`, "s").exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1]);
};

/** The labels of the stage filter's boxes. */
const filterLabelsOf = (html: string) =>
  [...html.matchAll(/<input type="checkbox"[^>]*name="stage" value="([^"]*)"/g)].map(
    (match) => stageLabels[match[1] as keyof typeof stageLabels],
  );

interface ParsedEvent {
  type: string;
  uid: string;
  sequence: string | number;
  start: Date;
  url?: string | { val: string };
  location?: string;
  status?: string;
}

/** The one VEVENT of an .ics and the calendar's METHOD, read by node-ical. */
function parseInvitation(base64: string) {
  const text = Buffer.from(base64, "base64").toString("utf8");
  const parsed = ical.sync.parseICS(text) as Record<string, { type?: string; method?: string }>;
  const events = Object.values(parsed).filter((item) => item?.type === "VEVENT") as unknown as ParsedEvent[];
  expect(events).toHaveLength(1);
  const method = /^METHOD:(\w+)\r?$/m.exec(text)?.[1];
  // Lines longer than 75 octets are folded (RFC 5545, 3.1).
  return { event: events[0] as ParsedEvent, method, text: text.replace(/\r\n[ \t]/g, "") };
}

// Applications go through hiring stages and every other lead through the sales stages, each shown
// only its own in the inbox, the lead page, the charts and the CSV; an application's interviews
// reach both people's calendars as iCalendar invitations, read back here by node-ical.
describe.each(testDialects)("hiring stages and interviews on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect);
  const t = tag();
  const candidate = { name: `Meera ${t}`, email: `meera.${t}@example.in`, mobile: "9820012345" };
  const opening = `React Intern ${t}`;
  let application = "";
  let feedback = "";
  let adminId = "";

  const page = async (address: string) => {
    const response = await client.request(address, {
      headers: { accept: "text/html", cookie: admin.cookie },
    });
    return { status: response.status, html: await response.text() };
  };
  const act = (address: string, body: unknown) => client.postJson(address, body, client.as(admin));
  const stageOf = async (id: string) =>
    (await site.app.db.selectFrom("leads").select("stage").where("id", "=", id).executeTakeFirstOrThrow())
      .stage;
  const eventsOf = async (id: string) =>
    (await site.app.db.selectFrom("lead_events").select("id").where("lead_id", "=", id).execute()).length;
  const interviewRows = async () => site.app.db.selectFrom("interviews").selectAll().execute();

  beforeAll(async () => {
    // An application as the Apply form stores it (its CV's file is not needed here).
    application = (
      await site.app.db.transaction().execute((trx) =>
        insertLead(trx, {
          kind: "applications",
          table: "applications",
          row: {
            ...candidate,
            note: null,
            opening_slug: `react-intern-${t}`,
            opening_title: opening,
            original_name: "cv.pdf",
            stored_name: `${randomUUID()}.pdf`,
            content_type: "application/pdf",
            size: 100,
            sha256: "0".repeat(64),
          },
          visit: leadVisit(new Request(`${APP_URL}/jobs/react-intern-${t}`), {}, APP_URL),
        }),
      )
    ).id;
    const sent = await client.postJson("/api/feedback", {
      name: `Kabir ${t}`,
      email: `kabir.${t}@example.in`,
      message: "Call me",
    });
    expect(sent.status).toBe(201);
    feedback = ((await sent.json()) as { id: string }).id;
    adminId = (
      await site.app.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", ADMIN.email)
        .executeTakeFirstOrThrow()
    ).id;
  });

  it("shows an application only the hiring stages and a lead only the sales stages: inbox, lead page, charts and CSV", async () => {
    expect(await stageOf(application)).toBe("applied");
    expect(await stageOf(feedback)).toBe("new");
    const applicationPage = (await page(`/admin/leads/${application}`)).html;
    expect(optionsOf(applicationPage, "stage")).toEqual(hiringLabels);
    expect(optionsOf((await page(`/admin/leads/${feedback}`)).html, "stage")).toEqual(salesLabels);
    const applications = (await page("/admin/inbox?kind=applications")).html;
    expect(filterLabelsOf(applications)).toEqual(hiringLabels);
    expect(optionsOf(applications, "bulk-stage")).toEqual(hiringLabels);
    const feedbacks = (await page("/admin/inbox?kind=feedback")).html;
    expect(filterLabelsOf(feedbacks)).toEqual(salesLabels);
    expect(optionsOf(feedbacks, "bulk-stage")).toEqual(salesLabels);

    const csv = await client.request("/admin/inbox/export.csv", { headers: { cookie: admin.cookie } });
    expect(csv.status).toBe(200);
    const [header, ...rows] = parseCsv((await csv.text()).replace(/^\uFEFF/, ""));
    const kind = header?.indexOf("Kind") ?? -1;
    const stage = header?.indexOf("Stage") ?? -1;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows)
      expect(row[kind] === "Application" ? hiringLabels : salesLabels).toContain(row[stage]);

    const charts = (await page("/admin/charts")).html;
    const tableOf = (caption: string) =>
      new RegExp(`<caption[^>]*>${caption}</caption>(.*?)</table>`, "s").exec(charts)?.[1] ?? "";
    const hiringFunnel = tableOf("Applications of the period by the stage they reached");
    const salesFunnel = tableOf("Leads of the period by the stage they reached");
    expect(hiringFunnel).toContain(">Hired<");
    expect(salesFunnel).toContain(">Won<");
    for (const sales of ["Won", "Lost", "Qualified or further", "Still new"])
      expect(hiringFunnel).not.toContain(`>${sales}<`);
    for (const hiring of ["Hired", "Not selected", "Offer or further", "Still applied"])
      expect(salesFunnel).not.toContain(`>${hiring}<`);
    expect(pipelineLabels.hiring).toBe("Applications");
  });

  it("refuses another pipeline's stage and Hired straight from Not selected with 400, saving nothing", async () => {
    const before = [await eventsOf(application), await eventsOf(feedback)];
    const won = await act(`/admin/leads/${application}`, { intent: "stage", stage: "won" });
    expect(won.status).toBe(400);
    expect(await won.json()).toMatchObject({ fields: { stage: inboxMessages.stageOfOtherKind } });
    const mixed = await act("/admin/inbox", {
      intent: "stage",
      stage: "contacted",
      ids: [feedback, application],
    });
    expect(mixed.status).toBe(400);
    expect(await stageOf(feedback)).toBe("new");
    expect(await stageOf(application)).toBe("applied");
    expect([await eventsOf(application), await eventsOf(feedback)]).toEqual(before);

    const rejected = await act(`/admin/leads/${application}`, {
      intent: "stage",
      stage: "not_selected",
      reason: "Chose another candidate",
    });
    expect(rejected.status).toBe(200);
    const hired = await act(`/admin/leads/${application}`, { intent: "stage", stage: "hired" });
    expect(hired.status).toBe(400);
    expect(await hired.json()).toMatchObject({ fields: { stage: inboxMessages.notSelectedToHired } });
    expect(await stageOf(application)).toBe("not_selected");
    // Looked at again, the candidate goes back to a step before Hired.
    expect((await act(`/admin/leads/${application}`, { intent: "stage", stage: "screening" })).status).toBe(
      200,
    );
    expect(await stageOf(application)).toBe("screening");
  });

  const tomorrow = () => addDays(indiaDayOf(new Date()), 1);
  const link = `https://meet.example.com/${t}`;
  const interview = (changes: Record<string, unknown> = {}) => ({
    intent: "interview",
    day: tomorrow(),
    time: "15:30",
    minutes: 45,
    mode: "video",
    place: link,
    interviewer: adminId,
    ...changes,
  });
  const invitationTo = async (address: string, subject: string) => {
    const mail = await site.sink.waitFor((sent) => sent.to.includes(address) && sent.subject === subject);
    const ics = mail.attachments.find((file) => file.fileName === interviewTexts.mail.fileName);
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    return { mail, ...parseInvitation(ics?.base64 ?? "") };
  };

  it("sets a video interview for tomorrow 15:30 India time: both get an .ics read as 10:00 UTC with the link", async () => {
    const set = await act(`/admin/leads/${application}`, interview());
    expect(set.status, await set.clone().text()).toBe(200);
    expect(await stageOf(application)).toBe("interview");
    await outboxDrained(site);
    const expected = new Date(`${tomorrow()}T10:00:00.000Z`).getTime();
    const subject = interviewTexts.mail.subject.set(opening);
    const forCandidate = await invitationTo(candidate.email, subject);
    const forInterviewer = await invitationTo(ADMIN.email, subject);
    for (const { event, method, text } of [forCandidate, forInterviewer]) {
      expect(method).toBe("REQUEST");
      expect(event.start.getTime()).toBe(expected);
      expect(typeof event.url === "string" ? event.url : event.url?.val).toBe(link);
      expect(event.location).toBe(link);
      expect(Number(event.sequence)).toBe(0);
      expect(text).toMatch(/^ORGANIZER;CN="?[^:]*"?:mailto:jobs@example\.in\r?$/im);
      expect(text.toLowerCase()).toMatch(new RegExp(`^attendee;.*:mailto:${candidate.email}\r?$`, "m"));
      expect(text.toLowerCase()).toMatch(new RegExp(`^attendee;.*:mailto:${ADMIN.email}\r?$`, "m"));
    }
    expect(forCandidate.event.uid).toBe(forInterviewer.event.uid);
    expect(forCandidate.mail.text).toContain(opening);
    const shown = (await page(`/admin/leads/${application}`)).html;
    expect(shown).toContain(`${tomorrow()} 15:30 India time, 45 minutes, Video, with `);
  });

  it("moves it with the same UID and a higher SEQUENCE, and cancels it with METHOD:CANCEL", async () => {
    const [row] = await interviewRows();
    const first = await invitationTo(candidate.email, interviewTexts.mail.subject.set(opening));
    const moved = await act(`/admin/leads/${application}`, interview({ time: "16:00", interview: row?.id }));
    expect(moved.status, await moved.clone().text()).toBe(200);
    await outboxDrained(site);
    const update = await invitationTo(candidate.email, interviewTexts.mail.subject.moved(opening));
    expect(update.method).toBe("REQUEST");
    expect(update.event.uid).toBe(first.event.uid);
    expect(Number(update.event.sequence)).toBeGreaterThan(Number(first.event.sequence));
    expect(update.event.start.getTime()).toBe(new Date(`${tomorrow()}T10:30:00.000Z`).getTime());
    expect(await interviewRows()).toHaveLength(1);

    const cancelled = await act(`/admin/leads/${application}`, {
      intent: "interview-cancel",
      interview: row?.id,
    });
    expect(cancelled.status).toBe(200);
    await outboxDrained(site);
    for (const address of [candidate.email, ADMIN.email]) {
      const cancel = await invitationTo(address, interviewTexts.mail.subject.cancelled(opening));
      expect(cancel.method).toBe("CANCEL");
      expect(cancel.event.uid).toBe(first.event.uid);
      expect(Number(cancel.event.sequence)).toBeGreaterThan(Number(update.event.sequence));
    }
    const again = await act(`/admin/leads/${application}`, {
      intent: "interview-cancel",
      interview: row?.id,
    });
    expect(again.status).toBe(404);
  });

  it("refuses a bad interview with 400 naming the field, saving nothing", async () => {
    const user = randomUUID();
    const now = new Date().toISOString();
    await site.app.db
      .insertInto("users")
      .values({
        ...{ id: user, name: "Not Admin", email: `user.${t}@example.in`, mobile: "", password_hash: null },
        ...{ image: null, role: "user", is_verified: 1, created_at: now, updated_at: now },
      })
      .execute();
    const yesterday = addDays(indiaDayOf(new Date()), -1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ day: yesterday }, "time", interviewTexts.refused.past],
      [{ interviewer: user }, "interviewer", interviewTexts.refused.interviewer],
      [{ interviewer: "not-an-id" }, "interviewer", interviewTexts.refused.interviewer],
      [{ place: "meet.example.com/x" }, "place", interviewTexts.refused.link],
      [{ place: "javascript:alert(1)" }, "place", interviewTexts.refused.link],
      [{ mode: "in_person", place: "" }, "place", interviewTexts.refused.address],
      [{ mode: "carrier-pigeon" }, "mode", interviewTexts.refused.mode],
      [{ minutes: 5 }, "minutes", interviewTexts.refused.minutes(15, 240)],
      [{ minutes: 600 }, "minutes", interviewTexts.refused.minutes(15, 240)],
      [{ minutes: "1e3" }, "minutes", interviewTexts.refused.minutes(15, 240)],
      [{ time: "25:00" }, "time", interviewTexts.refused.time],
      [{ day: "2026-02-30" }, "day", interviewTexts.refused.day],
    ];
    const before = { rows: await interviewRows(), events: await eventsOf(application) };
    for (const [changes, field, message] of cases) {
      const refused = await act(`/admin/leads/${application}`, interview(changes));
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(await refused.json(), JSON.stringify(changes)).toMatchObject({ fields: { [field]: message } });
    }
    expect((await act(`/admin/leads/${application}`, { intent: "stage", stage: "hired" })).status).toBe(200);
    const closed = await act(`/admin/leads/${application}`, interview());
    expect(closed.status).toBe(400);
    expect(await closed.json()).toMatchObject({ fields: { stage: interviewTexts.refused.closed } });
    const notApplication = await act(`/admin/leads/${feedback}`, interview());
    expect(notApplication.status).toBe(400);
    expect(await interviewRows()).toEqual(before.rows);
    expect(await eventsOf(application)).toBe(before.events + 1);
  });
});
