import { type Kysely, sql } from "kysely";
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

/** The leads that contain a text: a temporary table of their rowids (`lead`) and how many. */
export type LeadsFound = { table: string; count: number };

/**
 * How many texts each connection keeps the matches of, each in a temporary table of its own. A page
 * of the inbox is one request, so paging through a search or filtering it again looks the text up
 * once; a kept text costs its rowids in the table, at most about 500 KB for one that every one of
 * 50,000 leads contains.
 */
const TEXTS_KEPT = 8;

type Kept = { table: string; count: number; state: string };
type Connection = { texts: Map<string, Kept>; tables: number };
const connections = new WeakMap<Kysely<Database>, Connection>();

/**
 * Runs `work` with the leads whose text contains `text`, from SQLite's FTS5 index (three characters
 * or more, see `usesLeadIndex`), after indexing any new ones. The matches are kept in a temporary
 * table of the connection, while the index's state is the same: looking up the trigrams of a
 * common name among 50,000 leads is most of a filtered inbox page's time in the database, and a
 * query probes the table's rowids without building a list of them each time (decision 032). The
 * connection is held for `work`, which must run its queries on the Kysely it is given: no other
 * request can then refill the table between the lookup and the queries that read it.
 */
export async function withLeadsContaining<T>(
  db: Kysely<Database>,
  text: string,
  work: (held: Kysely<Database>, found: LeadsFound) => Promise<T>,
): Promise<T> {
  const state = await indexNewLeads(db);
  const kept = connections.get(db) ?? { texts: new Map(), tables: 0 };
  connections.set(db, kept);
  return db.connection().execute(async (held) => {
    const known = kept.texts.get(text);
    kept.texts.delete(text);
    const found = known?.state === state ? known : await fill(held, kept, text, state, known);
    kept.texts.set(text, found);
    return work(held, found);
  });
}

/** Puts the matches of `text` in its table, or in the least recently used one when all are kept. */
async function fill(held: Kysely<Database>, kept: Connection, text: string, state: string, known?: Kept) {
  let table = known?.table;
  if (!table && kept.texts.size >= TEXTS_KEPT) {
    const [oldest, reused] = kept.texts.entries().next().value as [string, Kept];
    kept.texts.delete(oldest);
    table = reused.table;
  }
  if (!table) {
    table = `lead_matches_${kept.tables++}`;
    await sql`create temp table ${sql.table(table)} (lead integer primary key)`.execute(held);
  } else await sql`delete from temp.${sql.table(table)}`.execute(held);
  const filled = await sql`insert into temp.${sql.table(table)} (lead) ${leadSearchRowids(text)}`.execute(
    held,
  );
  return { table, count: Number(filled.numAffectedRows ?? 0), state };
}
