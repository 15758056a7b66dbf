import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { SiteHealthKind } from "~/lib/site-health";
import type { Database, Dialect } from "../db/schema.server";
import { containsText } from "../db/search.server";
import type { StoredRow } from "../leads/kinds.server";
import { healthSources } from "./sources.server";

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
