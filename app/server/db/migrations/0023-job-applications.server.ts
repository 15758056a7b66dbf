import { type Kysely, sql } from "kysely";
import type { Dialect } from "./dialect.server";

/*
 * Frozen with this migration (decision 041): the lead kinds of app/lib/pipeline.ts before and after
 * job applications joined them.
 */
const kindsBefore = ["feedback", "need", "online", "enrolments", "uploads"] as const;
const kindsAfter = [...kindsBefore, "applications"] as const;

const kindCheck = (kinds: readonly string[]) => `kind in (${kinds.map((kind) => `'${kind}'`).join(", ")})`;

/**
 * Applications to job openings (docs/decisions/056): a table of their own, each row a
 * lead of the new kind "applications" with its CV's stored file, and `leads.kind` allowing that
 * kind. Going down deletes the applications' leads (their rows go with the table).
 */
export function jobApplicationsMigration(dialect: Dialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("applications")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("mobile", "text", (c) => c.notNull())
        .addColumn("note", "text")
        .addColumn("opening_slug", "text", (c) => c.notNull())
        .addColumn("opening_title", "text", (c) => c.notNull())
        .addColumn("original_name", "text", (c) => c.notNull())
        .addColumn("stored_name", "text", (c) => c.notNull().unique())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("sha256", "text", (c) => c.notNull())
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("updated_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("applications_opening")
        .on("applications")
        .columns(["opening_slug", "created_at"])
        .execute();
      await allowKinds(db, dialect, kindsBefore, kindsAfter);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from leads where kind = 'applications'`.execute(db);
      await allowKinds(db, dialect, kindsAfter, kindsBefore);
      await db.schema.dropTable("applications").execute();
    },
  };
}

/**
 * Changes the CHECK of `leads.kind`. PostgreSQL drops and adds the constraint. SQLite cannot alter
 * a CHECK: the table is rebuilt the way SQLite documents ("Making Other Kinds Of Table Schema
 * Changes"), with foreign keys off so `lead_events` keeps its rows, each lead keeping its rowid so
 * the search index (external content, keyed by rowid) still matches, and the table's indexes and
 * triggers made again from their stored definitions. Kysely runs SQLite's migrations outside a
 * transaction, so this one makes its own.
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
