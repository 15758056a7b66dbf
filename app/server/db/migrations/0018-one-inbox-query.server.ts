import { type Kysely, sql } from "kysely";
import { leadSearchChangesMigration } from "./0012-lead-search-changes.server";
import { leadCountsMigration } from "./0015-lead-counts.server";

/**
 * The one inbox query (docs/decisions/040). SQLite's lead search index becomes what the users' is
 * (decision 019): kept by triggers in the commit that changes a lead, so a search reads it as it
 * is. What served the other ways goes: the record of how far the index was filled and its count of
 * changes (migrations 0011 and 0012), and the counts of leads by group (0015), whose triggers cost
 * every change to a lead. The index is rebuilt from the leads, so it holds every one. PostgreSQL's
 * pg_trgm index (0011) already answered every search: nothing changes there.
 */
export function oneInboxQueryMigration(dialect: "sqlite" | "postgres") {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === "postgres") return;
      for (const trigger of ["lead_counts_insert", "lead_counts_delete", "lead_counts_update"])
        await sql`drop trigger ${sql.id(trigger)}`.execute(db);
      await sql`drop table lead_counts`.execute(db);
      for (const trigger of ["leads_search_update", "leads_search_delete"])
        await sql`drop trigger ${sql.id(trigger)}`.execute(db);
      await sql`drop table leads_search_progress`.execute(db);
      await sql`insert into leads_search (leads_search) values ('rebuild')`.execute(db);
      await sql`create trigger leads_search_insert after insert on leads begin
        insert into leads_search (rowid, search_text) values (new.rowid, new.search_text);
      end`.execute(db);
      await sql`create trigger leads_search_update after update of search_text on leads begin
        insert into leads_search (leads_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
        insert into leads_search (rowid, search_text) values (new.rowid, new.search_text);
      end`.execute(db);
      await sql`create trigger leads_search_delete after delete on leads begin
        insert into leads_search (leads_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
      end`.execute(db);
    },
    /**
     * Back to 0017: every lead is indexed, so the record of the index starts at the last one; 0012
     * then puts back its count of changes and its triggers (in place of this migration's update
     * and delete triggers), and 0015 counts the leads by group again.
     */
    async down(db: Kysely<unknown>) {
      if (dialect === "postgres") return;
      await sql`drop trigger leads_search_insert`.execute(db);
      await sql`create table leads_search_progress (indexed_to integer not null)`.execute(db);
      await sql`insert into leads_search_progress (indexed_to) select coalesce(max(rowid), 0) from leads`.execute(
        db,
      );
      await leadSearchChangesMigration(dialect).up(db);
      await leadCountsMigration(dialect).up(db);
    },
  };
}
