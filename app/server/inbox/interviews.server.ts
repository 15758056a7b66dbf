import { unlink } from "node:fs/promises";
import path from "node:path";
import type { Kysely, Selectable, Transaction } from "kysely";
import { interviewTexts as text } from "~/content/pages/interviews";
import { type InterviewView, indiaDayAndTime, indiaInstant } from "~/lib/interviews";
import { closedStages, type LeadStage, pipelines } from "~/lib/lead-kinds";
import { personName } from "~/lib/person";
import { isUuid } from "~/lib/schemas/inbox";
import type { InterviewInput } from "~/lib/schemas/interview";
import type { AppContext } from "../app-context.server";
import { type Actor, recordAudit } from "../audit/audit.server";
import type { Database } from "../db/schema.server";
import { type FieldRefused, Refusal, refuse } from "../field-refusal.server";
import { newId, nowIso } from "../ids.server";
import { setStage } from "../leads/lead-store.server";
import { enqueueMail } from "../mail/outbox.server";
import { keepFile } from "../uploads/receive-upload.server";

type Context = Pick<AppContext, "db" | "config" | "site">;

export type InterviewOutcome = { ok: true; message: string; interviewId: string } | FieldRefused;

const hiring = pipelines.hiring.stages as readonly LeadStage[];

/** Interviews of an application, soonest first, each with its interviewer's current name. */
export async function interviewsOf(db: Kysely<Database>, leadId: string): Promise<InterviewView[]> {
  const rows = await db
    .selectFrom("interviews")
    .leftJoin("users", "users.id", "interviews.interviewer_id")
    .selectAll("interviews")
    .select(["users.name as interviewer_name", "users.email as interviewer_address"])
    .where("lead_id", "=", leadId)
    .orderBy("starts_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.starts_at,
    minutes: row.minutes,
    mode: row.mode,
    place: row.place,
    interviewerId: row.interviewer_id,
    interviewer: row.interviewer_address
      ? personName({ name: row.interviewer_name ?? "", email: row.interviewer_address })
      : row.interviewer_email,
    sequence: row.sequence,
    cancelledAt: row.cancelled_at,
    createdAt: row.created_at,
  }));
}

async function applicationOf(trx: Transaction<Database>, leadId: string) {
  if (!isUuid(leadId)) throw refuse("intent", text.refused.notApplication, 404);
  const lead = await trx
    .selectFrom("leads")
    .select(["id", "kind", "stage", "first_contact_at"])
    .where("id", "=", leadId.toLowerCase())
    .executeTakeFirst();
  if (!lead) throw refuse("intent", text.refused.notApplication, 404);
  if (lead.kind !== "applications") throw refuse("intent", text.refused.notApplication);
  const application = await trx
    .selectFrom("applications")
    .select(["name", "email", "mobile", "opening_title"])
    .where("id", "=", lead.id)
    .executeTakeFirstOrThrow();
  return { lead, application };
}

async function openInterview(trx: Transaction<Database>, leadId: string, id: string) {
  const interview = await trx
    .selectFrom("interviews")
    .selectAll()
    .where("id", "=", id)
    .where("lead_id", "=", leadId)
    .where("cancelled_at", "is", null)
    .executeTakeFirst();
  if (!interview) throw refuse("interview", text.refused.notFound, 404);
  return interview;
}

/**
 * Sets an interview, or moves the one named by `interviewId`, and mails the candidate and the
 * interviewer its invitation, all in one transaction. A new interview moves an application that
 * has not reached Interview there.
 */
export async function setInterview(
  { db, config, site }: Context,
  actor: Actor,
  leadId: string,
  input: InterviewInput,
  interviewId: string | null,
  now = new Date(),
): Promise<InterviewOutcome> {
  const startsAt = indiaInstant(input.day, input.time);
  return withInvitationFile(db, config.UPLOADS_DIR, async (trx, storedName) => {
    const { lead, application } = await applicationOf(trx, leadId);
    if ((closedStages as readonly string[]).includes(lead.stage)) throw refuse("stage", text.refused.closed);
    if (startsAt.getTime() <= now.getTime()) throw refuse("time", text.refused.past);
    const interviewer = await trx
      .selectFrom("users")
      .select(["id", "name", "email"])
      .where("id", "=", input.interviewer)
      .where("role", "=", "admin")
      .executeTakeFirst();
    if (!interviewer) throw refuse("interviewer", text.refused.interviewer);
    const earlier = interviewId ? await openInterview(trx, lead.id, interviewId) : null;
    const at = nowIso();
    const row = {
      id: earlier?.id ?? newId(),
      sequence: earlier ? earlier.sequence + 1 : 0,
      starts_at: startsAt.toISOString(),
      minutes: input.minutes,
      mode: input.mode,
      place: input.place || (input.mode === "phone" ? application.mobile : ""),
      interviewer_id: interviewer.id,
      interviewer_email: interviewer.email,
    };
    if (earlier)
      await trx
        .updateTable("interviews")
        .set({ ...row, updated_at: at })
        .where("id", "=", row.id)
        .execute();
    else
      await trx
        .insertInto("interviews")
        .values({ ...row, lead_id: lead.id, created_at: at, updated_at: at })
        .execute();

    const what = earlier ? "moved" : "set";
    await invite(trx, { config, site }, storedName, {
      what,
      interview: { ...row, startsAt },
      application,
      interviewer,
      leadId: lead.id,
    });
    if (hiring.indexOf(lead.stage) < hiring.indexOf("interview"))
      await setStage(trx, actor, lead, "interview", at);
    await recordAudit(trx, actor, {
      action: earlier ? "application.interview-moved" : "application.interview-set",
      targetType: "lead",
      targetId: lead.id,
      details: { interview: row.id, startsAt: row.starts_at, sequence: row.sequence, mode: row.mode },
    });
    return { ok: true as const, message: text.done[what], interviewId: row.id };
  });
}

/** Cancels an interview: the same UID, a higher SEQUENCE and METHOD:CANCEL to both. */
export async function cancelInterview(
  { db, config, site }: Context,
  actor: Actor,
  leadId: string,
  interviewId: string,
): Promise<InterviewOutcome> {
  return withInvitationFile(db, config.UPLOADS_DIR, async (trx, storedName) => {
    const { lead, application } = await applicationOf(trx, leadId);
    const interview = await openInterview(trx, lead.id, interviewId);
    const at = nowIso();
    const sequence = interview.sequence + 1;
    await trx
      .updateTable("interviews")
      .set({ sequence, cancelled_at: at, updated_at: at })
      .where("id", "=", interview.id)
      .execute();
    const interviewer = await trx
      .selectFrom("users")
      .select(["name", "email"])
      .where("id", "=", interview.interviewer_id ?? "")
      .executeTakeFirst();
    await invite(trx, { config, site }, storedName, {
      what: "cancelled",
      interview: { ...interview, sequence, startsAt: new Date(interview.starts_at) },
      application,
      interviewer: interviewer ?? { name: "", email: interview.interviewer_email },
      leadId: lead.id,
    });
    await recordAudit(trx, actor, {
      action: "application.interview-cancelled",
      targetType: "lead",
      targetId: lead.id,
      details: { interview: interview.id, sequence },
    });
    return { ok: true as const, message: text.done.cancelled, interviewId: interview.id };
  });
}

/** `work` writes the invitation as `storedName`; the file goes again when the transaction fails. */
async function withInvitationFile(
  db: Kysely<Database>,
  uploadsDir: string,
  work: (trx: Transaction<Database>, storedName: string) => Promise<InterviewOutcome>,
): Promise<InterviewOutcome> {
  const storedName = `${newId()}.ics`;
  try {
    return await db.transaction().execute((trx) => work(trx, storedName));
  } catch (error) {
    await unlink(path.join(uploadsDir, storedName)).catch(() => {});
    if (error instanceof Refusal) return error.outcome;
    throw error;
  }
}

/**
 * One .ics file, kept in the uploads folder, attached to the candidate's and the interviewer's mails.
 * The same UID and a raised SEQUENCE let calendars replace, or with CANCEL remove, the event they hold.
 */
async function invite(
  trx: Transaction<Database>,
  { config, site }: Pick<Context, "config" | "site">,
  storedName: string,
  invitation: {
    what: "set" | "moved" | "cancelled";
    interview: Pick<Selectable<Database["interviews"]>, "id" | "sequence" | "minutes" | "mode" | "place"> & {
      startsAt: Date;
    };
    application: { name: string; email: string; opening_title: string };
    interviewer: { name: string; email: string };
    leadId: string;
  },
) {
  const { what, interview, application, interviewer, leadId } = invitation;
  const company = site.current().content.profile.name;
  const { day, time } = indiaDayAndTime(interview.startsAt);
  const when = `${day} ${time}`;
  const how = [text.modes[interview.mode], interview.place].filter(Boolean).join(", ");
  const opening = application.opening_title;
  const people = [
    { name: application.name, email: application.email },
    { name: personName(interviewer), email: interviewer.email },
  ];
  const cancelled = what === "cancelled";
  const {
    default: ical,
    ICalAttendeeRole,
    ICalAttendeeStatus,
    ICalCalendarMethod,
    ICalEventStatus,
  } = await import("ical-generator");
  const calendar = ical({
    prodId: { company, product: "interviews", language: "EN" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `${interview.id}@${new URL(config.APP_URL).hostname}`,
    sequence: interview.sequence,
    start: interview.startsAt,
    end: new Date(interview.startsAt.getTime() + interview.minutes * 60_000),
    stamp: new Date(),
    summary: text.mail.summary(opening, company),
    description: text.mail.description(when, how),
    location: interview.place ? { title: interview.place } : null,
    url: interview.mode === "video" ? interview.place : null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: company, email: config.HR_EMAIL },
    attendees: people.map((attendee) => ({
      ...attendee,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: true,
    })),
  });
  await keepFile(config.UPLOADS_DIR, storedName, Buffer.from(calendar.toString()));
  const method = cancelled ? "CANCEL" : "REQUEST";
  for (const person of people)
    await enqueueMail(trx, {
      to: person.email,
      subject: text.mail.subject[what](opening),
      text: text.mail.text(person.name || person.email, what, opening, when, how, company),
      replyTo: config.HR_EMAIL,
      leadId,
      purpose: "notification",
      attachments: [
        {
          storedName,
          fileName: text.mail.fileName,
          contentType: `text/calendar; charset=utf-8; method=${method}`,
        },
      ],
    });
}
