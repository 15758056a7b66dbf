import { redirect } from "react-router";
import { isConfirmed } from "~/lib/confirm";
import { inboxAddress, LEAD_DELETED, leadDeletionAddress } from "~/lib/inbox";
import { inboxMessages as text } from "~/lib/inbox-messages";
import { isUuid } from "~/lib/schemas/inbox";
import type { AppContext } from "~/server/app-context.server";
import { type Actor, actorOf, recordAudit } from "~/server/audit/audit.server";
import { type GuardArgs, requireConfirmed } from "~/server/auth/guards.server";
import type { SignedIn } from "~/server/auth/sessions.server";
import { wantsJson } from "~/server/http/negotiate.server";
import { fail, succeed } from "~/server/http/respond.server";
import { type DeletedLeads, deleteLeads } from "~/server/leads/delete-leads.server";

/** Through the retention's own path; the audit entry keeps how much went, never what it held. */
async function deleteLead(
  { db, config, log }: Pick<AppContext, "db" | "config" | "log">,
  actor: Actor,
  leadId: string,
): Promise<DeletedLeads | null> {
  let kind = "";
  const deleted = await deleteLeads(
    db,
    config.UPLOADS_DIR,
    async (trx) => {
      const lead = await trx.selectFrom("leads").select("kind").where("id", "=", leadId).executeTakeFirst();
      kind = lead?.kind ?? "";
      return lead ? [leadId] : [];
    },
    (trx, counts) =>
      recordAudit(trx, actor, {
        action: "lead.deleted",
        targetType: "lead",
        targetId: leadId,
        details: { kind, ...counts },
      }),
  );
  if (!deleted || deleted.leads === 0) return null;
  log.info({ action: "lead.deleted", userId: actor.id, leadId, ...deleted }, "lead deleted");
  return deleted;
}

// Deleting someone's data needs access confirmed; a browser's post is then asked first, while
// JSON clients act at once.
export async function answerLeadDeletion(
  context: Pick<AppContext, "db" | "config" | "log">,
  { request, url }: Pick<GuardArgs, "request" | "url">,
  signedIn: SignedIn,
  id: string,
  values: Record<string, unknown>,
) {
  if (!isUuid(id)) return fail(404, text.leadNotFound, text.leadNotFound);
  const leadId = id.toLowerCase();
  const question = leadDeletionAddress(leadId);
  // Confirmed, the admin comes back to the question, whatever form the post came from.
  requireConfirmed({ request, url: new URL(question, url) }, signedIn);
  const json = wantsJson(request);
  if (!json && !isConfirmed(values)) return redirect(question, 303);
  const deleted = await deleteLead(context, actorOf(signedIn.user), leadId);
  if (!deleted) return fail(404, text.leadNotFound, text.leadNotFound);
  if (json) return succeed(text.leadDeleted, {}, 200);
  return redirect(`${inboxAddress({})}?result=${LEAD_DELETED}`, 303);
}
