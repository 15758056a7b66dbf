import type { Kysely, Selectable } from "kysely";
import { applicationFor } from "~/content/hiring";
import { type MailTemplateKey, nameless, templateKinds } from "~/content/mail-templates";
import { type LeadKind, type LeadStage, leadKindViews } from "~/lib/lead-kinds";
import type { Delivery, EarlierLead, Person, TimelineEntry } from "~/lib/lead-timeline";
import { personName } from "~/lib/person";
import { sourceName } from "~/lib/referrer-sites";
import { isUuid } from "~/lib/schemas/inbox";
import { enrolmentPaymentsOf } from "../courses/payments.server";
import type { Database } from "../db/schema.server";
import { leadCells, leadFiles } from "../leads/kinds.server";
import { fillTemplate, listTemplates } from "../mail/templates.server";
import { interviewsOf } from "./interviews.server";

const EARLIER_LEADS = 20;

export async function leadPage(db: Kysely<Database>, id: string) {
  if (!isUuid(id)) return null;
  const lead = await db
    .selectFrom("leads")
    .leftJoin("users", "users.id", "leads.assignee_id")
    .selectAll("leads")
    .select(["users.name as assignee_name", "users.email as assignee_email"])
    .where("leads.id", "=", id.toLowerCase())
    .executeTakeFirst();
  if (!lead) return null;
  const [details, files, events, earlier, payments, interviews] = await Promise.all([
    leadCells(db, lead.kind, lead.id),
    leadFiles(db, lead.kind, lead.id),
    timelineOf(db, lead.id, lead.created_at),
    earlierLeads(db, lead),
    lead.kind === "enrolments" ? enrolmentPaymentsOf(db, lead.id) : null,
    lead.kind === "applications" ? interviewsOf(db, lead.id) : null,
  ]);
  // Each interview where it was set, saying when it is now and whether it was moved or cancelled.
  const timeline = [
    ...events,
    ...(interviews ?? []).map((interview) => ({
      type: "interview" as const,
      id: interview.id,
      at: interview.createdAt,
      interview,
    })),
  ].sort(arrivalFirst);
  return {
    lead: {
      id: lead.id,
      kind: lead.kind,
      stage: lead.stage,
      lostReason: lead.lost_reason,
      assigneeId: lead.assignee_id,
      assignee: lead.assignee_email ? lead.assignee_name || lead.assignee_email : null,
      name: lead.name,
      email: lead.email,
      mobile: lead.mobile,
      summary: lead.summary,
      receivedAt: lead.created_at,
      firstContactAt: lead.first_contact_at,
      visit: {
        source: sourceName({ utmSource: lead.utm_source, referrer: lead.referrer_host }),
        medium: lead.utm_medium,
        campaign: lead.utm_campaign,
        landing: lead.landing_page,
        referrer: lead.referrer_host,
        device: lead.device,
      },
    },
    details,
    // Stored names stay on the server.
    files: files.map(({ id, name, sha256 }) => ({ id, name, sha256 })),
    timeline,
    earlier,
    payments,
    interviews,
  };
}

// The arrival first, then by time; events of one moment keep the order they were written in.
const arrivalFirst = (a: TimelineEntry, b: TimelineEntry) =>
  a.type === "received" ? -1 : b.type === "received" ? 1 : a.at.localeCompare(b.at);

const deliveryOf = (
  mail: Pick<Selectable<Database["mail_outbox"]>, "status" | "sent_at" | "attempts" | "last_error">,
): Delivery => ({
  status: mail.status,
  sentAt: mail.sent_at,
  attempts: mail.attempts,
  lastError: mail.last_error,
});

async function timelineOf(
  db: Kysely<Database>,
  leadId: string,
  receivedAt: string,
): Promise<TimelineEntry[]> {
  const [events, mails] = await Promise.all([
    db.selectFrom("lead_events").selectAll().where("lead_id", "=", leadId).execute(),
    db
      .selectFrom("mail_outbox")
      .select([
        "id",
        "to_address",
        "subject",
        "purpose",
        "status",
        "sent_at",
        "attempts",
        "last_error",
        "created_at",
      ])
      .where("lead_id", "=", leadId)
      .execute(),
  ]);
  const replyMails = new Map(mails.map((mail) => [mail.id, mail]));
  const entries: TimelineEntry[] = [{ type: "received", id: leadId, at: receivedAt }];
  for (const mail of mails) {
    if (mail.purpose === "reply" || !mail.purpose) continue;
    entries.push({
      type: "mail",
      id: mail.id,
      at: mail.created_at,
      purpose: mail.purpose,
      to: mail.to_address,
      subject: mail.subject,
      ...deliveryOf(mail),
    });
  }
  const details = new Map(
    events.map((event) => [event.id, JSON.parse(event.details ?? "{}") as Record<string, string | null>]),
  );
  const personOf = await peopleOf(db, [
    ...events.map((event) => event.actor_id),
    ...[...details.values()].map((detail) => detail.assigneeId ?? null),
  ]);
  for (const event of events) {
    const detail = details.get(event.id) ?? {};
    const base = { id: event.id, at: event.created_at, actor: personOf(event.actor_id, event.actor_email) };
    if (event.type === "stage")
      entries.push({
        ...base,
        type: "stage",
        from: detail.from as LeadStage,
        to: detail.to as LeadStage,
        reason: detail.reason ?? null,
      });
    if (event.type === "assigned")
      entries.push({
        ...base,
        type: "assigned",
        assignee: detail.assigneeEmail ? personOf(detail.assigneeId ?? null, detail.assigneeEmail) : null,
      });
    if (event.type === "note") entries.push({ ...base, type: "note", body: event.body ?? "" });
    if (event.type === "reply") {
      const mail = event.mail_id ? replyMails.get(event.mail_id) : undefined;
      entries.push({
        ...base,
        type: "reply",
        to: detail.to ?? "",
        subject: detail.subject ?? "",
        body: event.body ?? "",
        delivery: mail ? deliveryOf(mail) : null,
      });
    }
  }
  return entries;
}

/** An admin whose account is gone is named by the address the event kept. */
async function peopleOf(db: Kysely<Database>, ids: (string | null)[]) {
  const known = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const rows = known.length
    ? await db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", known).execute()
    : [];
  const names = new Map(rows.map((row) => [row.id, personName(row)]));
  return (id: string | null, kept: string): Person => {
    const name = id ? names.get(id) : undefined;
    return name ? { id, name } : { id: null, name: kept };
  };
}

async function earlierLeads(
  db: Kysely<Database>,
  lead: { id: string; email: string; mobile: string; created_at: string },
): Promise<EarlierLead[]> {
  if (!lead.email && !lead.mobile) return [];
  return (
    db
      .selectFrom("leads")
      .select(["id", "kind", "created_at as at", "stage", "summary"])
      .where((eb) =>
        eb.or([
          ...(lead.email ? [eb("email", "=", lead.email)] : []),
          ...(lead.mobile ? [eb("mobile", "=", lead.mobile)] : []),
        ]),
      )
      // Leads of the same millisecond are ordered by id (time-ordered UUIDs), as the inbox orders them.
      .where((eb) =>
        eb.or([
          eb("created_at", "<", lead.created_at),
          eb.and([eb("created_at", "=", lead.created_at), eb("id", "<", lead.id)]),
        ]),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(EARLIER_LEADS)
      .execute()
  );
}

/** `chosen` comes from the page's address: without JavaScript the page cannot fill the reply itself. */
export async function replyDraft(
  db: Kysely<Database>,
  lead: { id: string; kind: LeadKind; name: string },
  admin: { name: string; email: string },
  chosen: string | null,
  company: { name: string; officeHours: string },
) {
  const templates = (await listTemplates(db)).filter(
    (template) =>
      template.key !== "acknowledgement" &&
      template.enabled &&
      (templateKinds[template.key]?.includes(lead.kind) ?? true),
  );
  const values = {
    name: lead.name || nameless,
    what: await whatTheySent(db, lead),
    admin: personName(admin),
    company: company.name,
    officeHours: company.officeHours,
  };
  const filled = templates.map((candidate) => ({
    key: candidate.key as MailTemplateKey,
    label: candidate.label,
    subject: fillTemplate(candidate.subject, values),
    body: fillTemplate(candidate.body, values),
  }));
  const template = filled.find((candidate) => candidate.key === chosen);
  return {
    templates: filled,
    chosen: template?.key ?? null,
    subject: template?.subject ?? "",
    body: template?.body ?? "",
  };
}

/** An application names its opening, as titled when they applied. */
async function whatTheySent(db: Kysely<Database>, lead: { id: string; kind: LeadKind }) {
  if (lead.kind !== "applications") return leadKindViews[lead.kind].whatTheySent;
  const row = await db
    .selectFrom("applications")
    .select("opening_title")
    .where("id", "=", lead.id)
    .executeTakeFirst();
  return row ? applicationFor(row.opening_title) : leadKindViews.applications.whatTheySent;
}
