import { type Kysely, type QueryExecutorProvider, sql } from "kysely";
import { usersSearchMigration } from "./0004-users-search.server";
import type { Dialect } from "./dialect.server";

/**
 * SQLite's user search index becomes an external-content FTS5 table over `users` itself, keyed by
 * the users' rowids (docs/decisions/019): a search then reads rowids from the index and users by
 * rowid, where the table of migration 0004 read its own copy of each user's id and looked every
 * match up again by that text key, about five times the work. PostgreSQL keeps its trigram indexes.
 */
const CREATE_TABLE = sql`create virtual table users_search using fts5(name, email, mobile, content = 'users', content_rowid = 'rowid', tokenize = 'trigram')`;

const TRIGGERS = [
  sql`create trigger users_search_insert after insert on users begin
    insert into users_search (rowid, name, email, mobile) values (new.rowid, new.name, new.email, new.mobile);
  end`,
  sql`create trigger users_search_update after update of name, email, mobile on users begin
    insert into users_search (users_search, rowid, name, email, mobile) values ('delete', old.rowid, old.name, old.email, old.mobile);
    insert into users_search (rowid, name, email, mobile) values (new.rowid, new.name, new.email, new.mobile);
  end`,
  sql`create trigger users_search_delete after delete on users begin
    insert into users_search (users_search, rowid, name, email, mobile) values ('delete', old.rowid, old.name, old.email, old.mobile);
  end`,
];

const dropSearch = async (db: Kysely<unknown>) => {
  for (const trigger of ["users_search_insert", "users_search_update", "users_search_delete"])
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table users_search`.execute(db);
};

export const usersSearchByRowidMigration = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect === "postgres") return;
    await dropSearch(db);
    await CREATE_TABLE.execute(db);
    await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
    for (const trigger of TRIGGERS) await trigger.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect === "postgres") return;
    await dropSearch(db);
    await usersSearchMigration(dialect).up(db);
  },
});

/**
 * Rebuilds an external-content search index (`users_search`, or `leads_search` of migration 0011)
 * when it no longer agrees with its table: SQLite documents that `VACUUM` may renumber the rowids
 * of a table whose key is text (it keeps them today, and the app's backups copy pages). The check
 * reads the whole index, about 30 ms for 10,000 users, once at start.
 */
export async function repairSearchIndex(db: QueryExecutorProvider, index: "users_search" | "leads_search") {
  try {
    await sql`insert into ${sql.table(index)} (${sql.ref(index)}, rank) values ('integrity-check', 1)`.execute(
      db,
    );
  } catch (error) {
    if (!String((error as { code?: unknown }).code).startsWith("SQLITE_CORRUPT")) throw error;
    await sql`insert into ${sql.table(index)} (${sql.ref(index)}) values ('rebuild')`.execute(db);
    // A rebuilt leads index holds every lead (migration 0011 indexes new ones lazily), and may
    // answer a search differently than before (migration 0012).
    if (index === "leads_search")
      await sql`update leads_search_progress
        set indexed_to = (select coalesce(max(rowid), 0) from leads), changes = changes + 1`.execute(db);
  }
}
