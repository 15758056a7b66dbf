import type { Transaction } from "kysely";
import { dataRequestTexts as texts } from "~/content/pages/data-requests";
import type { DataRequestOutcome } from "~/lib/data-requests";
import { deleteUsers } from "../admin/users.server";
import type { AppContext } from "../app-context.server";
import { type Actor, recordAudit } from "../audit/audit.server";
import type { User } from "../auth/sessions.server";
import type { Database } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { markReplied } from "../inbox/changes.server";
import { clearAuditDetails, deleteLeads, removeMails } from "../leads/delete-leads.server";
import { recordChange } from "../leads/lead-store.server";
import { enqueueMail } from "../mail/outbox.server";
import { dataRequestOf, heldLeadIds } from "./held.server";

type Context = Pick<AppContext, "db" | "config" | "site">;

export type Closed = "closed" | "already-done" | "not-found";

/**
 * Marks it done once (the update is conditional), with the one mail that tells the person, in the
 * lead's timeline as a reply. False when it was already done.
 */
async function close(
  trx: Transaction<Database>,
  { site }: Pick<Context, "site">,
  actor: Actor,
  id: string,
  outcome: DataRequestOutcome,
  note: string,
  counts?: Record<string, number | boolean>,
) {
  const at = nowIso();
  const updated = await trx
    .updateTable("data_requests")
    .set({ done_at: at, outcome, done_note: note, updated_at: at })
    .where("id", "=", id)
    .where("done_at", "is", null)
    .returning(["email", "request"])
    .executeTakeFirst();
  if (!updated) return false;
  const company = site.current().content.profile.name;
  const subject = texts.doneMail.subject;
  const body = texts.doneMail.text({ company, outcome, note, request: updated.request });
  const mailId = await enqueueMail(trx, {
    to: updated.email,
    subject,
    text: body,
    replyTo: actor.email,
    leadId: id,
    purpose: "reply",
  });
  await recordChange(
    trx,
    actor,
    outcome === "erased" ? "data-request.erased" : "data-request.done",
    { leadId: id, type: "reply", body, details: { subject, to: updated.email }, mailId, at },
    { outcome, ...counts },
  );
  const lead = await trx
    .selectFrom("leads")
    .select(["id", "kind", "stage", "first_contact_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  await markReplied(trx, actor, lead, at);
  return true;
}

export async function markDone(context: Context, actor: Actor, id: string, note: string): Promise<Closed> {
  return context.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("data_requests")
      .select("done_at")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!found) return "not-found";
    return (await close(trx, context, actor, id, "done", note)) ? "closed" : "already-done";
  });
}

export async function changeDue(context: Pick<Context, "db">, actor: Actor, id: string, due: string) {
  return context.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("data_requests")
      .set({ due_on: due, updated_at: nowIso() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await recordAudit(trx, actor, {
      action: "data-request.due-changed",
      targetType: "lead",
      targetId: id,
      details: { due },
    });
    return true;
  });
}

/**
 * Everything under the address goes by the rules of deleting a lead (files, payments, seats, mails,
 * audit details), then the account (never an admin's) and the mails no lead kept; the requests
 * stay, as the record of what was asked and done. Run again after a crash, it finishes the work.
 */
export async function eraseAll(context: Context, admin: User, actor: Actor, id: string): Promise<Closed> {
  const { db, config } = context;
  const request = await dataRequestOf(db, id);
  if (!request) return "not-found";
  if (request.doneAt) return "already-done";
  const deleted = await deleteLeads(db, config.UPLOADS_DIR, (trx) => heldLeadIds(trx, request.email));
  const account = await db
    .selectFrom("users")
    .select(["id", "role"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", request.email))
    .executeTakeFirst();
  const accountErased =
    account?.role === "user" && (await deleteUsers(context, admin, [account.id])) === 1 ? account.id : null;
  const closed = await db.transaction().execute(async (trx) => {
    // Its own entry named the address; the request's record is the one kept.
    if (accountErased) await clearAuditDetails(trx, "user", [accountErased]);
    const requests = trx.selectFrom("data_requests").select("id").where("email", "=", request.email);
    const mails = await trx
      .selectFrom("mail_outbox")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["to_address"]), "=", request.email))
      .where((eb) => eb.or([eb("lead_id", "is", null), eb("lead_id", "not in", requests)]))
      .execute();
    const removed = await removeMails(trx, mails);
    return close(trx, context, actor, id, "erased", "", {
      leads: deleted?.leads ?? 0,
      files: deleted?.files ?? 0,
      mails: (deleted?.mails ?? 0) + removed,
      account: accountErased !== null,
    });
  });
  return closed ? "closed" : "already-done";
}
