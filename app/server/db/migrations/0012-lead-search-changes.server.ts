import { type Kysely, sql } from "kysely";
import type { Dialect } from "./dialect.server";

const indexed = sql.raw("old.rowid <= (select indexed_to from leads_search_progress)");
const TRIGGERS = ["leads_search_update", "leads_search_delete"] as const;

/**
 * SQLite's lead search index (migration 0011) counts its changes: a change to an indexed lead's text
 * or its deletion adds one to `leads_search_progress.changes`, in the same statement. With
 * `indexed_to`, that count says whether the index can answer a text differently than it did before,
 * in any process, so a worker may keep the leads it found for a text (lead-search-index.server.ts).
 * PostgreSQL's pg_trgm index has nothing to keep.
 */
export function leadSearchChangesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === "postgres") return;
      await sql`alter table leads_search_progress add column changes integer not null default 0`.execute(db);
      await createTriggers(db, sql`update leads_search_progress set changes = changes + 1;`);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === "postgres") return;
      await createTriggers(db, sql``);
      await sql`alter table leads_search_progress drop column changes`.execute(db);
    },
  };
}

/** The triggers of migration 0011 that keep the index in step, each ending with `counted`. */
async function createTriggers(db: Kysely<unknown>, counted: ReturnType<typeof sql>) {
  for (const trigger of TRIGGERS) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`create trigger leads_search_update after update of search_text on leads when ${indexed} begin
    insert into leads_search (leads_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
    insert into leads_search (rowid, search_text) values (new.rowid, new.search_text);
    ${counted}
  end`.execute(db);
  await sql`create trigger leads_search_delete after delete on leads when ${indexed} begin
    insert into leads_search (leads_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
    ${counted}
  end`.execute(db);
}
