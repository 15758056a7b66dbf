import { type Kysely, sql } from "kysely";
import { remember } from "../memo.server";
import type { Database } from "./schema.server";
import { leadSearchRowids } from "./search.server";

/**
 * A catch-up this large (a start after a restore or a migration, the first search after a burst)
 * leaves the index in many segments, and a search reads every segment's list of each trigram: the
 * index is then merged into one (about 200 ms for 50,000 leads, once), which made a search with
 * other filters about a tenth faster. Smaller batches are merged by FTS5 as they come.
 */
const MERGE_AFTER = 500;

/**
 * Indexes the leads committed since the last search, on SQLite (decision 032): a lead's own commit
 * leaves the FTS5 index alone, so the lead path keeps the write lock for microseconds; the first
 * search after it indexes everything new at once, with one flush of the index for all of them. A
 * cheap read first: when nothing is new, no lock is taken. The work runs under BEGIN IMMEDIATE, so
 * workers and a start-up check racing for it index each lead once. Resolves with the state of the
 * index it leaves: the last lead indexed and how many changes the index has had since (migration
 * 0012), which differ whenever the index could answer a search differently.
 */
export async function indexNewLeads(db: Kysely<Database>): Promise<string> {
  const progress = await sql<{ behind: number; state: string }>`select
      (select coalesce(max(rowid), 0) from leads) > indexed_to as behind,
      indexed_to || ':' || changes as state
    from leads_search_progress`.execute(db);
  const read = progress.rows[0];
  if (read && !read.behind) return read.state;
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const indexed = await sql`insert into leads_search (rowid, search_text)
        select rowid, search_text from leads where rowid > (select indexed_to from leads_search_progress)`.execute(
        connection,
      );
      if (Number(indexed.numAffectedRows ?? 0) >= MERGE_AFTER)
        await sql`insert into leads_search (leads_search) values ('optimize')`.execute(connection);
      const state = await sql<{ state: string }>`update leads_search_progress
        set indexed_to = (select coalesce(max(rowid), 0) from leads)
        returning indexed_to || ':' || changes as state`.execute(connection);
      await sql`commit`.execute(connection);
      return state.rows[0]?.state ?? "";
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/** The leads that contain a text: their rowids as a JSON array (SQL reads it with `json_each`). */
export type LeadsFound = { rowids: string; count: number };

/**
 * How many texts each worker keeps the leads of. A page of the inbox is one request, so paging
 * through a search or filtering it again looks the text up once; a kept text costs its rowids as
 * text, at most about 300 KB for one that every one of 50,000 leads contains.
 */
const TEXTS_KEPT = 50;
const found = new WeakMap<Kysely<Database>, Map<string, LeadsFound & { state: string }>>();

/**
 * The leads whose text contains `text`, from SQLite's FTS5 index (three characters or more, see
 * `usesLeadIndex`), after indexing any new ones. A worker keeps the answer for each recent text
 * while the index's state is the same: looking up the trigrams of a common name among 50,000 leads
 * is most of a filtered inbox page's time in the database (decision 032).
 */
export async function leadsContaining(db: Kysely<Database>, text: string): Promise<LeadsFound> {
  const state = await indexNewLeads(db);
  const kept = found.get(db) ?? new Map();
  found.set(db, kept);
  const known = kept.get(text);
  if (known?.state === state) {
    remember(kept, text, known, TEXTS_KEPT);
    return known;
  }
  const { rows } = await sql<{ rowid: number }>`${leadSearchRowids(text)}`.execute(db);
  const answer = { rowids: JSON.stringify(rows.map((row) => row.rowid)), count: rows.length, state };
  remember(kept, text, answer, TEXTS_KEPT);
  return answer;
}
