import type { Kysely } from "kysely";
import { adminInboxPages, stageLabels, visitLabels } from "~/content/pages/admin-inbox";
import { csvTime } from "~/lib/format";
import type { InboxFilter } from "~/lib/inbox";
import { inboxColumns, type LeadKind, leadKindViews } from "~/lib/lead-kinds";
import { sourceName } from "~/lib/referrer-sites";
import type { AppContext } from "../app-context.server";
import type { Database } from "../db/schema.server";
import { csvStream, nextBatch } from "../http/csv.server";
import { cellsOf, kindSources, type StoredRow } from "../leads/kinds.server";
import { matchingLeads } from "./query.server";

const columns = adminInboxPages.inbox.columns;

function headerOf(kind: LeadKind | null): string[] {
  const own = kind
    ? inboxColumns(kind).map(
        (column) => (leadKindViews[kind].columns as Record<string, string>)[column] ?? column,
      )
    : ["Name", "Email", "Mobile", columns.summary];
  return [
    columns.received,
    columns.kind,
    columns.stage,
    columns.assignee,
    ...own,
    visitLabels.source,
    visitLabels.medium,
    visitLabels.campaign,
    visitLabels.landing,
    visitLabels.referrer,
    visitLabels.device,
    "Lost reason",
    "Latest note",
    "Id",
  ];
}

export function exportLeadsCsv({ db, dialect, log }: AppContext, filter: InboxFilter) {
  const header = async () => headerOf(filter.kind);
  return csvStream(log, "leads export failed", header, async (after) => {
    const rows = await nextBatch(
      matchingLeads(db, dialect, filter)
        .leftJoin("users", "users.id", "leads.assignee_id")
        .selectAll("leads")
        .select((eb) => [
          "users.name as assignee_name",
          "users.email as assignee_email",
          eb
            .selectFrom("lead_events")
            .select("lead_events.body")
            .whereRef("lead_events.lead_id", "=", "leads.id")
            .where("lead_events.type", "=", "note")
            .orderBy("lead_events.created_at", "desc")
            .orderBy("lead_events.id", "desc")
            .limit(1)
            .as("latest_note"),
        ]),
      after,
      "leads",
    ).execute();
    const own = filter.kind
      ? await kindRows(
          db,
          filter.kind,
          rows.map((row) => row.id),
        )
      : null;
    return {
      rows: rows.map((row) => [
        csvTime(row.created_at),
        leadKindViews[row.kind].label,
        stageLabels[row.stage],
        row.assignee_email ? row.assignee_name || row.assignee_email : "",
        ...(filter.kind
          ? Object.values(cellsOf(filter.kind, own?.get(row.id) ?? {}))
          : [row.name, row.email, row.mobile, row.summary]),
        visitLabels.sourceText(sourceName({ utmSource: row.utm_source, referrer: row.referrer_host })),
        row.utm_medium,
        row.utm_campaign,
        row.landing_page,
        row.referrer_host,
        row.device && visitLabels.devices[row.device],
        row.lost_reason ?? "",
        row.latest_note ?? "",
        row.id,
      ]),
      last: rows.at(-1),
    };
  });
}

async function kindRows(
  db: Kysely<Database>,
  kind: LeadKind,
  ids: string[],
): Promise<Map<string, StoredRow>> {
  if (ids.length === 0) return new Map();
  const loose = db as unknown as Kysely<Record<string, StoredRow>>;
  const rows = await loose.selectFrom(kindSources[kind].table).selectAll().where("id", "in", ids).execute();
  return new Map(rows.map((row) => [String(row.id), row]));
}
