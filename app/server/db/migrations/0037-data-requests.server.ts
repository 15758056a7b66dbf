import { type Kysely, sql } from "kysely";
import type { Dialect } from "./dialect.server";

/* Frozen with this migration (decision 041): the lead kinds of app/lib/lead-kinds.ts before and after it. */
const kindsBefore = [
  "feedback",
  "need",
  "online",
  "enrolments",
  "uploads",
  "applications",
  "waitlist",
] as const;
const kindsAfter = [...kindsBefore, "data_requests"] as const;

const kindCheck = (kinds: readonly string[]) => `kind in (${kinds.map((kind) => `'${kind}'`).join(", ")})`;

/**
 * A visitor's request to see, correct or erase what is held under their address, once they confirmed
 * it: a lead of the new kind "data_requests", with its due day and how it was done. `token_hash` makes a
 * confirmation link count once. Going down deletes the requests' leads.
 */
export function dataRequestsMigration(dialect: Dialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("data_requests")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("request", "text", (c) => c.notNull().check(sql`request in ('see', 'correct', 'erase')`))
        .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("due_on", "text", (c) => c.notNull())
        .addColumn("done_at", timestamp)
        .addColumn("outcome", "text", (c) => c.check(sql`outcome in ('done', 'erased')`))
        .addColumn("done_note", "text")
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("updated_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("data_requests_open")
        .on("data_requests")
        .columns(["done_at", "due_on"])
        .execute();
      await allowKinds(db, dialect, kindsBefore, kindsAfter);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from leads where kind = 'data_requests'`.execute(db);
      await allowKinds(db, dialect, kindsAfter, kindsBefore);
      await db.schema.dropTable("data_requests").execute();
    },
  };
}

/**
 * Changes the CHECK of `leads.kind`, as migration 0030 does: PostgreSQL drops and adds the
 * constraint; SQLite rebuilds the table keeping each lead's rowid (the search index's key), its
 * timeline, indexes and triggers, in a transaction of its own.
 */
async function allowKinds(
  db: Kysely<unknown>,
  dialect: Dialect,
  from: readonly string[],
  to: readonly string[],
) {
  if (dialect === "postgres") {
    await sql`alter table leads drop constraint leads_kind_check`.execute(db);
    await sql`alter table leads add constraint leads_kind_check check (${sql.raw(kindCheck(to))})`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'table' and name = 'leads'`.execute(db);
  const definition = rows[0]?.sql ?? "";
  const check = `(${kindCheck(from)})`;
  if (!definition.includes(check)) throw new Error(`leads has no check ${check}: ${definition}`);
  const rebuilt = definition
    .replace(check, `(${kindCheck(to)})`)
    .replace(/^create table ("?)leads\1/i, "create table leads_next");
  const { rows: dependents } = await sql<{ sql: string }>`select sql from sqlite_master
    where tbl_name = 'leads' and type in ('index', 'trigger') and sql is not null`.execute(db);
  const columns = await sql<{ name: string }>`select name from pragma_table_info('leads')`.execute(db);
  const list = sql.raw(["rowid", ...columns.rows.map((column) => `"${column.name}"`)].join(", "));
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await sql.raw(rebuilt).execute(db);
      await sql`insert into leads_next (${list}) select ${list} from leads`.execute(db);
      await sql`drop table leads`.execute(db);
      await sql`alter table leads_next rename to leads`.execute(db);
      for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error("leads rebuilt with broken foreign keys");
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
