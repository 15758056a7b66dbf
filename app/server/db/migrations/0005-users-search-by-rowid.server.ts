import { type Kysely, sql } from "kysely";
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
