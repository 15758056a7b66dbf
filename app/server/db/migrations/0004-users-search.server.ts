import { type Kysely, sql } from "kysely";
import type { Dialect } from "./dialect.server";

/**
 * Indexes for the admin's user search (name, e-mail or mobile containing the text, any case):
 * docs/decisions/016. On SQLite an FTS5 table of trigrams kept in step by triggers; it holds its
 * own copy of the three columns, because VACUUM may renumber the users' implicit rowids. On
 * PostgreSQL trigram indexes (pg_trgm, a trusted extension) that ILIKE uses as they are.
 */
const SEARCHED = ["name", "email", "mobile"];

export const usersSearchMigration = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect === "postgres") {
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const column of SEARCHED)
        await sql`create index ${sql.id(`users_${column}_trgm`)} on users using gin (${sql.id(column)} gin_trgm_ops)`.execute(
          db,
        );
      return;
    }
    await sql`create virtual table users_search using fts5(user_id unindexed, name, email, mobile, tokenize = 'trigram')`.execute(
      db,
    );
    await sql`insert into users_search (user_id, name, email, mobile) select id, name, email, mobile from users`.execute(
      db,
    );
    await sql`create trigger users_search_insert after insert on users begin
      insert into users_search (user_id, name, email, mobile) values (new.id, new.name, new.email, new.mobile);
    end`.execute(db);
    await sql`create trigger users_search_update after update of id, name, email, mobile on users begin
      delete from users_search where user_id = old.id;
      insert into users_search (user_id, name, email, mobile) values (new.id, new.name, new.email, new.mobile);
    end`.execute(db);
    await sql`create trigger users_search_delete after delete on users begin
      delete from users_search where user_id = old.id;
    end`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect === "postgres") {
      for (const column of SEARCHED) await sql`drop index ${sql.id(`users_${column}_trgm`)}`.execute(db);
      return;
    }
    for (const trigger of ["users_search_insert", "users_search_update", "users_search_delete"])
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    await sql`drop table users_search`.execute(db);
  },
});
