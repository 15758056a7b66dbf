import { type Kysely, sql } from "kysely";
import type { Dialect } from "./dialect.server";

/**
 * India time is UTC+5:30, with no daylight saving: frozen with this migration (decision 041) from
 * app/lib/india-days.ts, where the app counts its days.
 */
const INDIA_OFFSET_MINUTES = 5 * 60 + 30;

/** The India day a stored time falls on. */
const indiaDay = (column: string) => `date(${column}, '+${INDIA_OFFSET_MINUTES} minutes')`;

/** A lead's group: the columns the inbox filters on, text aside, with its India day. */
const group = (row: "new" | "old") =>
  sql.raw(
    `${row}.kind, ${row}.stage, coalesce(${row}.assignee_id, ''), ${row}.first_contact_at is null, ${indiaDay(`${row}.created_at`)}`,
  );
const counted = (row: "new" | "old") =>
  sql.raw(
    `kind = ${row}.kind and stage = ${row}.stage and assignee_id = coalesce(${row}.assignee_id, '')
      and waiting = (${row}.first_contact_at is null) and day = ${indiaDay(`${row}.created_at`)}`,
  );

/**
 * SQLite counts the leads of each group (kind, stage, assignee or '' for nobody, waiting for first
 * contact, India day of arrival) in `lead_counts`, kept by triggers in the commit that changes a
 * lead, whichever process or connection makes it. The inbox summed these for a filter without
 * text: counting the matching index entries costs time that grows with the matches, and more under
 * load (decision 032). A foreign key's `set null` (an admin deleted) fires the update trigger too.
 * PostgreSQL counts its index entries in parallel and would turn each group into a row every
 * commit of that group waits for, so it has no table. Migration 0018 drops it (decision 040).
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
        day text not null,
        leads integer not null,
        primary key (day, kind, stage, assignee_id, waiting)
      ) without rowid`.execute(db);
      await sql`insert into lead_counts
        select kind, stage, coalesce(assignee_id, ''), first_contact_at is null, ${sql.raw(indiaDay("created_at"))}, count(*)
        from leads group by 1, 2, 3, 4, 5`.execute(db);
      const add = sql`insert into lead_counts values (${group("new")}, 1)
        on conflict do update set leads = leads + 1;`;
      const remove = sql`update lead_counts set leads = leads - 1 where ${counted("old")};`;
      await sql`create trigger lead_counts_insert after insert on leads begin ${add} end`.execute(db);
      await sql`create trigger lead_counts_delete after delete on leads begin ${remove} end`.execute(db);
      await sql`create trigger lead_counts_update
        after update of kind, stage, assignee_id, first_contact_at, created_at on leads
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
