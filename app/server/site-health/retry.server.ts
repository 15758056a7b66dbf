import type { Kysely } from "kysely";
import { type Actor, recordAudit } from "../audit/audit.server";
import type { Database } from "../db/schema.server";
import { nowIso } from "../ids.server";

// The attempt counter starts again from 0: a kept one would allow a single try, which a short SMTP
// hiccup would fail at once. The earlier attempts stay in the audit entry.
export async function retryMails(db: Kysely<Database>, actor: Actor, ids: string[]) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("mail_outbox")
      .select(["id", "status", "attempts", "last_error"])
      .where("id", "in", ids)
      .execute();
    if (rows.length !== ids.length) return { ok: false, reason: "not-found" } as const;
    if (rows.some((row) => row.status !== "failed")) return { ok: false, reason: "not-failed" } as const;
    await trx
      .updateTable("mail_outbox")
      .set({ status: "waiting", attempts: 0, next_attempt_at: nowIso() })
      .where("id", "in", ids)
      .where("status", "=", "failed")
      .execute();
    for (const row of rows) {
      await recordAudit(trx, actor, {
        action: "mail.retried",
        targetType: "mail_outbox",
        targetId: row.id,
        details: { attempts: row.attempts, lastError: row.last_error },
      });
    }
    return { ok: true, retried: rows.length } as const;
  });
}
