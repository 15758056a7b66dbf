import type { Kysely } from "kysely";
import type { Catalogue } from "~/lib/courses";
import {
  firstStageOf,
  isLostStage,
  type LeadKind,
  type LeadStage,
  pipelineOf,
  stageMoveRefusal,
} from "~/lib/lead-kinds";
import type { Actor } from "../audit/audit.server";
import { retakeSeats } from "../courses/batches.server";
import type { Database } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { recordChange, setStage } from "../leads/lead-store.server";
import { enqueueMail } from "../mail/outbox.server";

// Each change writes its timeline event and audit entry in one transaction; a change that changes
// nothing records nothing.

type Changed =
  | { ok: true; changed: number }
  | { ok: false; reason: "not-found" | "not-an-admin" | "no-address" | "other-pipeline" | "lost-to-won" };

/** All of them or none: an unknown id refuses the whole change. */
async function leadsOf(trx: Kysely<Database>, ids: string[]) {
  const rows = await trx
    .selectFrom("leads")
    .select(["id", "kind", "stage", "assignee_id", "first_contact_at"])
    .where("id", "in", ids)
    .execute();
  return rows.length === ids.length ? rows : null;
}

/**
 * A stage outside the lead's own pipeline, or a move its pipeline forbids, refuses the whole change.
 * An enrolment leaving Lost takes its seats again where the published catalogue leaves one.
 */
export async function moveLeads(
  db: Kysely<Database>,
  courses: Catalogue,
  actor: Actor,
  ids: string[],
  stage: LeadStage,
  reason?: string,
): Promise<Changed> {
  return db.transaction().execute(async (trx) => {
    const leads = await leadsOf(trx, ids);
    if (!leads) return { ok: false, reason: "not-found" } as const;
    for (const lead of leads) {
      const refusal = stageMoveRefusal(lead.kind, lead.stage, stage);
      if (refusal) return { ok: false, reason: refusal } as const;
    }
    const at = nowIso();
    const lost = isLostStage(stage);
    const moving = leads.filter((lead) => lead.stage !== stage || (lost && reason));
    for (const lead of moving) {
      const leftBatches = isLostStage(lead.stage) && !lost ? await retakeSeats(trx, lead.id, courses) : [];
      await setStage(trx, actor, lead, stage, at, lost ? reason : undefined, leftBatches);
    }
    return { ok: true, changed: moving.length } as const;
  });
}

export async function assignLeads(
  db: Kysely<Database>,
  actor: Actor,
  ids: string[],
  assigneeId: string | null,
): Promise<Changed> {
  return db.transaction().execute(async (trx) => {
    const assignee = assigneeId
      ? await trx
          .selectFrom("users")
          .select(["id", "email"])
          .where("id", "=", assigneeId)
          .where("role", "=", "admin")
          .executeTakeFirst()
      : null;
    if (assigneeId && !assignee) return { ok: false, reason: "not-an-admin" } as const;
    const leads = await leadsOf(trx, ids);
    if (!leads) return { ok: false, reason: "not-found" } as const;
    const at = nowIso();
    const moving = leads.filter((lead) => lead.assignee_id !== assigneeId);
    for (const lead of moving) {
      await trx
        .updateTable("leads")
        .set({ assignee_id: assigneeId, updated_at: at })
        .where("id", "=", lead.id)
        .execute();
      const details = { assigneeId, assigneeEmail: assignee?.email ?? null };
      await recordChange(trx, actor, "lead.assigned", { leadId: lead.id, type: "assigned", details, at });
    }
    return { ok: true, changed: moving.length } as const;
  });
}

export async function addNote(
  db: Kysely<Database>,
  actor: Actor,
  leadId: string,
  note: string,
): Promise<Changed> {
  return db.transaction().execute(async (trx) => {
    if (!(await leadsOf(trx, [leadId]))) return { ok: false, reason: "not-found" } as const;
    const at = nowIso();
    await recordChange(
      trx,
      actor,
      "lead.noted",
      { leadId, type: "note", body: note, at },
      { length: note.length },
    );
    return { ok: true, changed: 1 } as const;
  });
}

/** Reply-To is the admin, so the visitor's answer reaches who wrote. Call `mailQueued()` after it. */
export async function replyToLead(
  db: Kysely<Database>,
  actor: Actor,
  leadId: string,
  reply: { subject: string; body: string },
): Promise<Changed> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["id", "kind", "stage", "email", "first_contact_at"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!lead) return { ok: false, reason: "not-found" } as const;
    if (!lead.email) return { ok: false, reason: "no-address" } as const;
    const at = nowIso();
    const mailId = await enqueueMail(trx, {
      to: lead.email,
      subject: reply.subject,
      text: reply.body,
      replyTo: actor.email,
      leadId,
      purpose: "reply",
    });
    await recordChange(trx, actor, "lead.replied", {
      leadId,
      type: "reply",
      body: reply.body,
      details: { subject: reply.subject, to: lead.email },
      mailId,
      at,
    });
    await markReplied(trx, actor, lead, at);
    return { ok: true, changed: 1 } as const;
  });
}

/** A reply, the admin's or a closing one, moves a lead on from its first stage and marks it contacted. */
export async function markReplied(
  trx: Kysely<Database>,
  actor: Actor,
  lead: { id: string; kind: LeadKind; stage: LeadStage; first_contact_at: string | null },
  at: string,
) {
  const next = lead.stage === firstStageOf(lead.kind) ? pipelineOf(lead.kind).stages[1] : undefined;
  if (next) await setStage(trx, actor, lead, next, at);
  else if (!lead.first_contact_at)
    await trx
      .updateTable("leads")
      .set({ first_contact_at: at, updated_at: at })
      .where("id", "=", lead.id)
      .execute();
}
