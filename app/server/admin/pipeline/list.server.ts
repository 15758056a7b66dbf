import { type Kysely, sql } from "kysely";
import { formatDateTime } from "~/lib/format";
import type { AdminChoice, InboxFilter, LeadRow } from "~/lib/pipeline";
import { LIST_PAGE_SIZE, offsetOf } from "~/lib/schemas/list";
import type { AppContext } from "../../app-context.server";
import { type LeadsFound, withLeadsContaining } from "../../db/lead-search-index.server";
import type { Database } from "../../db/schema.server";
import { leadSearchPage, usesLeadIndex } from "../../db/search.server";
import { countsByGroup, groupedLeadCount } from "./lead-counts.server";
import { onlySearch, withMatchingLeads } from "./query.server";

/**
 * A search alone that matches more leads than this is paged by walking the newest leads and
 * looking each up among the matches (SQLite), rather than reading every match to sort them.
 */
const WALK_FROM = 500;

/**
 * One page of the leads the filters match, newest first, with how many match in all: the page's ids
 * first (`pageOf`), then its 25 leads.
 */
export async function listLeads(
  context: Pick<AppContext, "db" | "dialect">,
  filter: InboxFilter,
  page: number,
): Promise<{ rows: LeadRow[]; total: number }> {
  const { ids, total } = await pageOf(context, filter, page);
  const rows =
    ids.length === 0
      ? []
      : await context.db
          .selectFrom("leads")
          .leftJoin("users", "users.id", "leads.assignee_id")
          .where("leads.id", "in", ids)
          .select([
            "leads.id",
            "leads.kind",
            "leads.created_at",
            "leads.name",
            "leads.email",
            "leads.mobile",
            "leads.summary",
            "leads.stage",
            "users.name as assignee_name",
            "users.email as assignee_email",
          ])
          .orderBy("leads.created_at", "desc")
          .orderBy("leads.id", "desc")
          .execute();
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      receivedAt: formatDateTime(row.created_at),
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      summary: row.summary,
      stage: row.stage,
      assignee: row.assignee_email ? row.assignee_name || row.assignee_email : null,
    })),
  };
}

/**
 * The ids of a page and how many leads match, each the cheapest way for the filters (decision 032):
 * without a search, from the covering indexes of migrations 0011 and 0014, never reading the leads'
 * rows, and on SQLite a filtered count is summed from the groups' counts instead (migration 0015); a
 * search alone on SQLite, among the leads its index found (`searchPage`), whose count is the count;
 * a search with other filters, in one query that counts with a window (the matches of both are few
 * enough to sort).
 */
function pageOf({ db, dialect }: Pick<AppContext, "db" | "dialect">, filter: InboxFilter, page: number) {
  if (onlySearch(filter) && usesLeadIndex(dialect, filter.q))
    return withLeadsContaining(db, filter.q, (held, found) => searchPage(held, found, page));
  return withMatchingLeads(db, dialect, filter, async (matching) => {
    const count = () =>
      countsByGroup(dialect, filter)
        ? groupedLeadCount(db, filter)
        : matching
            .select((eb) => eb.fn.countAll<number | string>().as("count"))
            .executeTakeFirst()
            .then((counted) => Number(counted?.count ?? 0));
    const newestFirst = (query: typeof matching) =>
      query
        .orderBy("leads.created_at", "desc")
        .orderBy("leads.id", "desc")
        .limit(LIST_PAGE_SIZE)
        .offset(offsetOf(page));
    if (filter.q) {
      const rows = await newestFirst(matching)
        .select(["leads.id", sql<number | string>`count(*) over ()`.as("total")])
        .execute();
      const total = rows[0]?.total;
      // Past the last page there is no row to carry the count.
      return { ids: rows.map((row) => row.id), total: total === undefined ? await count() : Number(total) };
    }
    const [total, rows] = await Promise.all([count(), newestFirst(matching).select("leads.id").execute()]);
    return { ids: rows.map((row) => row.id), total };
  });
}

/** A page of a search alone on SQLite's index, walked or sorted by how many leads it found. */
async function searchPage(db: Kysely<Database>, found: LeadsFound, page: number) {
  const { rows } = await leadSearchPage(found, {
    walk: found.count > WALK_FROM,
    limit: LIST_PAGE_SIZE,
    offset: offsetOf(page),
  }).execute(db);
  return { ids: rows.map((row) => row.id), total: found.count };
}

/** Every admin, by name: who a lead can be given to. */
export async function listAdmins(db: Kysely<Database>): Promise<AdminChoice[]> {
  return db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("role", "=", "admin")
    .orderBy("name")
    .orderBy("email")
    .execute();
}
