import type { Kysely } from "kysely";
import type { InboxKind } from "~/lib/inbox";
import type { Database, LeadStatus } from "../../db/schema.server";
import { nowIso } from "../../ids.server";
import { type Actor, recordAudit } from "../audit.server";
import { kindSources, type StoredRow } from "./kinds.server";

type LooseDb = Kysely<Record<string, StoredRow>>;

type StatusChange = { ok: true; changed: number } | { ok: false; reason: "not-found" };

/**
 * Marks leads of one kind handled or new. All the ids must be of that kind, or nothing changes.
 * Each row that really changes gets its audit entry in the same transaction; rows already in that
 * state are left alone and not audited.
 */
export async function setLeadStatus(
  db: Kysely<Database>,
  actor: Actor,
  kind: InboxKind,
  ids: string[],
  status: LeadStatus,
): Promise<StatusChange> {
  const { table, scope } = kindSources[kind];
  return db.transaction().execute(async (trx) => {
    const loose = trx as unknown as LooseDb;
    let found = loose.selectFrom(table).select(["id", "status"]).where("id", "in", ids);
    if (scope) found = found.where(scope.column, "=", scope.value);
    const rows = await found.execute();
    if (rows.length !== ids.length) return { ok: false, reason: "not-found" } as const;
    const toChange = rows.filter((row) => row.status !== status).map((row) => String(row.id));
    if (toChange.length === 0) return { ok: true, changed: 0 } as const;
    await loose
      .updateTable(table)
      .set({ status, updated_at: nowIso() })
      .where("id", "in", toChange)
      .execute();
    for (const id of toChange) {
      await recordAudit(trx, actor, {
        action: status === "handled" ? "lead.handled" : "lead.reopened",
        targetType: table,
        targetId: id,
        details: { kind },
      });
    }
    return { ok: true, changed: toChange.length } as const;
  });
}
