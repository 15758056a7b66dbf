import type { Kysely, SelectQueryBuilder } from "kysely";
import { addDays, indiaDayStart } from "~/lib/india-days";
import { type InboxFilter, UNASSIGNED } from "~/lib/pipeline";
import { type LeadsFound, withLeadsContaining } from "../../db/lead-search-index.server";
import type { Database, Dialect } from "../../db/schema.server";
import { amongLeads, leadContains, usesLeadIndex } from "../../db/search.server";

/** The leads a filter matches, not yet ordered, limited or selected. */
type MatchingLeads = SelectQueryBuilder<Database, "leads", object>;

/**
 * Runs `work` with the query of the leads the one inbox's filters match. A search on SQLite is
 * looked up in the lead index first, and `work` then runs while the connection that holds its
 * matches is held (`withLeadsContaining`): its queries are built on that connection.
 */
export function withMatchingLeads<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: InboxFilter,
  work: (matching: MatchingLeads) => Promise<T>,
): Promise<T> {
  if (!usesLeadIndex(dialect, filter.q)) return work(matchingLeads(db, dialect, filter));
  return withLeadsContaining(db, filter.q, (held, found) =>
    work(matchingLeads(held, dialect, filter, found)),
  );
}

/** The filters as conditions on `leads`; a search is among `found` when the index looked it up. */
function matchingLeads(db: Kysely<Database>, dialect: Dialect, filter: InboxFilter, found?: LeadsFound) {
  let query = db.selectFrom("leads");
  if (filter.kind) query = query.where("leads.kind", "=", filter.kind);
  if (filter.stages.length > 0) query = query.where("leads.stage", "in", filter.stages);
  if (filter.assignee === UNASSIGNED) query = query.where("leads.assignee_id", "is", null);
  else if (filter.assignee) query = query.where("leads.assignee_id", "=", filter.assignee);
  if (filter.from) query = query.where("leads.created_at", ">=", indiaDayStart(filter.from));
  if (filter.to) query = query.where("leads.created_at", "<", indiaDayStart(addDays(filter.to, 1)));
  if (filter.contact === "made") query = query.where("leads.first_contact_at", "is not", null);
  if (filter.contact === "waiting") query = query.where("leads.first_contact_at", "is", null);
  if (filter.q) query = query.where(found ? amongLeads(found) : leadContains(dialect, filter.q));
  return query;
}

/** Whether the filters are a search and nothing else. */
export const onlySearch = (filter: InboxFilter) =>
  Boolean(filter.q) &&
  !filter.kind &&
  filter.stages.length === 0 &&
  !filter.assignee &&
  !filter.from &&
  !filter.to &&
  !filter.contact;
