import { type Kysely, sql } from "kysely";
import type { Dialect } from "../database.server";

/** A lead's group: the columns the inbox filters on, dates and text aside. */
const group = (row: "new" | "old") =>
  sql.raw(`${row}.kind, ${row}.stage, coalesce(${row}.assignee_id, ''), ${row}.first_contact_at is null`);
const counted = (row: "new" | "old") =>
  sql.raw(
    `kind = ${row}.kind and stage = ${row}.stage and assignee_id = coalesce(${row}.assignee_id, '') and waiting = (${row}.first_contact_at is null)`,
  );

/**
 * SQLite counts the leads of each group (kind, stage, assignee or '' for nobody, waiting for first
 * contact) in `lead_counts`, kept by triggers in the commit that changes a lead, whichever process
 * or connection makes it. The inbox sums these for a filter without dates or text
 * (lead-counts.server.ts): counting the matching index entries took 0.6-1.0 ms of SQLite for
 * 15,000 matches at 50,000 leads, and several times that under load. A foreign key's `set null`
 * (an admin deleted) fires the update trigger too. PostgreSQL counts its index entries in parallel
 * and would turn each group into a row every commit of that group waits for, so it has no table.
 */
export function leadCountsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === "postgres") return;
      await sql`create table lead_counts (
        kind text not null,
        stage text not null,
        assignee_id text not null,
        waiting integer not null,
        leads integer not null,
        primary key (kind, stage, assignee_id, waiting)
      ) without rowid`.execute(db);
      await sql`insert into lead_counts
        select kind, stage, coalesce(assignee_id, ''), first_contact_at is null, count(*) from leads group by 1, 2, 3, 4`.execute(
        db,
      );
      const add = sql`insert into lead_counts values (${group("new")}, 1)
        on conflict do update set leads = leads + 1;`;
      const remove = sql`update lead_counts set leads = leads - 1 where ${counted("old")};`;
      await sql`create trigger lead_counts_insert after insert on leads begin ${add} end`.execute(db);
      await sql`create trigger lead_counts_delete after delete on leads begin ${remove} end`.execute(db);
      await sql`create trigger lead_counts_update after update of kind, stage, assignee_id, first_contact_at on leads
        when (${group("old")}) is not (${group("new")})
        begin ${remove} ${add} end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === "postgres") return;
      for (const trigger of ["lead_counts_insert", "lead_counts_delete", "lead_counts_update"])
        await sql`drop trigger ${sql.id(trigger)}`.execute(db);
      await sql`drop table lead_counts`.execute(db);
    },
  };
}
