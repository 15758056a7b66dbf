import { type Kysely, sql } from "kysely";
import type { Database } from "./schema.server";

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
 * workers and a start-up check racing for it index each lead once.
 */
export async function indexNewLeads(db: Kysely<Database>) {
  const behind = await sql<{ behind: number }>`select
      (select coalesce(max(rowid), 0) from leads) > (select indexed_to from leads_search_progress) as behind`.execute(
    db,
  );
  if (!behind.rows[0]?.behind) return;
  await db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const indexed = await sql`insert into leads_search (rowid, search_text)
        select rowid, search_text from leads where rowid > (select indexed_to from leads_search_progress)`.execute(
        connection,
      );
      if (Number(indexed.numAffectedRows ?? 0) >= MERGE_AFTER)
        await sql`insert into leads_search (leads_search) values ('optimize')`.execute(connection);
      await sql`update leads_search_progress set indexed_to = (select coalesce(max(rowid), 0) from leads)`.execute(
        connection,
      );
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
