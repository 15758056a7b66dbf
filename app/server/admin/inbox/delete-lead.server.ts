import { redirect } from "react-router";
import { isConfirmed } from "~/lib/confirm";
import { inboxAddress, LEAD_DELETED, leadDeletionAddress } from "~/lib/pipeline";
import { pipelineMessages as text } from "~/lib/pipeline-messages";
import { isUuid } from "~/lib/schemas/pipeline";
import type { AppContext } from "../../app-context.server";
import { type GuardArgs, requireConfirmed } from "../../auth/guards.server";
import type { SignedIn } from "../../auth/sessions.server";
import { wantsJson } from "../../http/negotiate.server";
import { fail, succeed } from "../../http/respond.server";
import { type DeletedLeads, deleteLeads } from "../../leads/delete-leads.server";
import { type Actor, actorOf, recordAudit } from "../audit.server";

/**
 * Deletes one lead on an admin's request, through the retention's own path (`deleteLeads`): its
 * rows, its files and, in the same transaction, an audit entry that keeps who deleted which lead
 * and how much went, never what it held. Null when there is no such lead.
 */
export async function deleteLead(
  { db, config, log }: Pick<AppContext, "db" | "config" | "log">,
  actor: Actor,
  id: string,
): Promise<DeletedLeads | null> {
  if (!isUuid(id)) return null;
  const leadId = id.toLowerCase();
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

/**
 * The lead page's delete form (decision 053). Deleting someone's data is a sensitive action: it
 * needs access confirmed within the last minutes (decision 037), then a browser's post is asked
 * first (its page's `?delete` question) and acts only with the confirmation; JSON clients act at
 * once. Done, a browser goes back to the inbox, whose status line says so.
 */
export async function answerLeadDeletion(
  context: Pick<AppContext, "db" | "config" | "log">,
  { request, url }: Pick<GuardArgs, "request" | "url">,
  signedIn: SignedIn,
  id: string,
  values: Record<string, unknown>,
) {
  if (!isUuid(id)) return fail(404, text.leadNotFound, text.leadNotFound);
  const question = leadDeletionAddress(id.toLowerCase());
  // Confirmed, the admin comes back to the question, whatever form the post came from.
  requireConfirmed({ request, url: new URL(question, url) }, signedIn);
  const json = wantsJson(request);
  if (!json && !isConfirmed(values)) return redirect(question, 303);
  const deleted = await deleteLead(context, actorOf(signedIn.user), id);
  if (!deleted) return fail(404, text.leadNotFound, text.leadNotFound);
  if (json) return succeed(text.leadDeleted, {}, 200);
  return redirect(`${inboxAddress({})}?result=${LEAD_DELETED}`, 303);
}
