import type { Kysely } from "kysely";
import { type Actor, recordAudit } from "../audit/audit.server";
import type { Database, LeadStatus } from "../db/schema.server";
import { nowIso } from "../ids.server";

/** All the ids must be reports, or nothing changes; reports already in that state are not audited. */
export async function setReportStatus(db: Kysely<Database>, actor: Actor, ids: string[], status: LeadStatus) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("not_found_reports")
      .select(["id", "status"])
      .where("id", "in", ids)
      .execute();
    if (rows.length !== ids.length) return { ok: false, reason: "not-found" } as const;
    const toChange = rows.filter((row) => row.status !== status).map((row) => row.id);
    if (toChange.length === 0) return { ok: true, changed: 0 } as const;
    await trx
      .updateTable("not_found_reports")
      .set({ status, updated_at: nowIso() })
      .where("id", "in", toChange)
      .execute();
    for (const id of toChange) {
      await recordAudit(trx, actor, {
        action: status === "handled" ? "lead.handled" : "lead.reopened",
        targetType: "not_found_reports",
        targetId: id,
        details: { kind: "broken-links" },
      });
    }
    return { ok: true, changed: toChange.length } as const;
  });
}
