import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import { data } from "react-router";
import { messages } from "~/lib/messages";
import {
  isSiteHealthKind,
  type SiteHealthColumn,
  type SiteHealthKind,
  siteHealthColumns,
} from "~/lib/site-health";
import { type Actor, recordAudit } from "../audit/audit.server";
import type { Database, Dialect, LeadStatus, TableName } from "../db/schema.server";
import { containsText } from "../db/search.server";
import { newId, nowIso } from "../ids.server";
import { cellsIn, type RowCells, type StoredRow, storedText } from "../leads/kinds.server";

export function kindOf(param: string | undefined): SiteHealthKind {
  if (param && isSiteHealthKind(param)) return param;
  throw data({ ok: false, error: messages.admin.leadNotFound }, { status: 404 });
}

const healthSources: {
  [K in SiteHealthKind]: RowCells<SiteHealthColumn<K>> & { table: TableName; search: readonly string[] };
} = {
  "broken-links": {
    table: "not_found_reports",
    search: ["path", "referrer"],
    cells: { path: storedText("path"), referrer: storedText("referrer") },
  },
  outbox: {
    table: "mail_outbox",
    search: ["to_address", "subject", "last_error"],
    cells: {
      to: storedText("to_address"),
      subject: storedText("subject"),
      attempts: storedText("attempts"),
      lastError: storedText("last_error"),
    },
  },
};

export const healthCells = (kind: SiteHealthKind, row: StoredRow) =>
  cellsIn(siteHealthColumns[kind], healthSources[kind] as RowCells<string>, row);

export interface HealthFilter {
  kind: SiteHealthKind;
  q: string;
  status: string;
}

// Each list's table is named by its descriptor, so the queries here are built on table and column
// names; the descriptor's cells read the rows back.
type LooseDb = Kysely<Record<string, StoredRow>>;
type FilteredQuery = SelectQueryBuilder<Record<string, StoredRow>, string, StoredRow>;

export function filteredRows(db: Kysely<Database>, dialect: Dialect, filter: HealthFilter): FilteredQuery {
  const source = healthSources[filter.kind];
  let query = (db as unknown as LooseDb).selectFrom(source.table) as unknown as FilteredQuery;
  // Waiting in the outbox means not yet delivered: a mail being sent right now is one of them.
  if (filter.status === "waiting") query = query.where(sql.ref("status"), "in", ["waiting", "sending"]);
  else if (filter.status !== "all") query = query.where(sql.ref("status"), "=", filter.status);
  if (filter.q) query = query.where(containsText(dialect, source.search, filter.q));
  return query;
}

/** A visitor's report of a link that led nowhere: a row of the broken-links list. */
export async function recordBrokenLink(db: Kysely<Database>, report: { path: string; referrer?: string }) {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto("not_found_reports")
    .values({ id, path: report.path, referrer: report.referrer || null, created_at: now, updated_at: now })
    .execute();
  return id;
}

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
