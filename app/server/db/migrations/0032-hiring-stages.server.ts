import { type Kysely, sql } from "kysely";
import type { Dialect } from "./dialect.server";

/* Frozen with this migration (decision 041): the stages of app/lib/lead-kinds.ts before and after it. */
const salesStages = ["new", "contacted", "qualified", "won", "lost"] as const;
const hiringStages = ["applied", "screening", "interview", "offer", "hired", "not_selected"] as const;
const hiringKind = "applications";
/** Each stored application's sales stage, as the hiring stage it meant. */
const hiringStageOf = {
  new: "applied",
  contacted: "screening",
  qualified: "interview",
  won: "hired",
  lost: "not_selected",
} as const;

const listed = (stages: readonly string[]) => stages.map((stage) => `'${stage}'`).join(", ");
const oldCheck = `stage in (${listed(salesStages)})`;
const newCheck = `(kind = '${hiringKind}' and stage in (${listed(hiringStages)})) or (kind <> '${hiringKind}' and stage in (${listed(salesStages)}))`;

/** A CASE that reads `column` as the other pipeline's stage of an application. */
const mapped = (column: string, pairs: readonly (readonly [string, string])[]) =>
  `case ${pairs.map(([from, to]) => `when ${column} = '${from}' then '${to}'`).join(" ")} else ${column} end`;

const forward = Object.entries(hiringStageOf);
const backward = forward.map(([from, to]) => [to, from] as const);

/**
 * Applications get hiring stages of their own (docs/decisions/056): `leads.stage` takes a hiring
 * stage for an application and a sales stage for every other kind, and nothing else. Each stored
 * application, and each stage change on its timeline, moves to the hiring stage it meant. Going
 * down maps them back.
 */
export function hiringStagesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await changeStages(db, dialect, oldCheck, `(${newCheck})`, forward);
    },
    async down(db: Kysely<unknown>) {
      await changeStages(db, dialect, `(${newCheck})`, oldCheck, backward);
    },
  };
}

async function changeStages(
  db: Kysely<unknown>,
  dialect: Dialect,
  from: string,
  to: string,
  pairs: readonly (readonly [string, string])[],
) {
  const stage = sql.raw(mapped("stage", pairs));
  if (dialect === "postgres") {
    await sql`alter table leads drop constraint leads_stage_check`.execute(db);
    await sql`update leads set stage = ${stage} where kind = ${hiringKind}`.execute(db);
    await sql`alter table leads add constraint leads_stage_check check (${sql.raw(to)})`.execute(db);
    await mapEvents(db, pairs);
    return;
  }
  await rebuildLeads(db, from, to, pairs, () => mapEvents(db, pairs));
}

/** A stage change's details are JSON written without spaces: `{"from":"new","to":"contacted"}`. */
async function mapEvents(db: Kysely<unknown>, pairs: readonly (readonly [string, string])[]) {
  let details = "details";
  for (const key of ["from", "to"])
    for (const [was, becomes] of pairs)
      details = `replace(${details}, '"${key}":"${was}"', '"${key}":"${becomes}"')`;
  await sql`update lead_events set details = ${sql.raw(details)}
    where type = 'stage' and lead_id in (select id from leads where kind = ${hiringKind})`.execute(db);
}

/**
 * SQLite cannot alter a CHECK: `leads` is rebuilt as migration 0023 does it, keeping each lead's
 * rowid (the search index's key), its timeline, indexes and triggers, in a transaction of its own;
 * the applications' stages are mapped while their rows are copied.
 */
async function rebuildLeads(
  db: Kysely<unknown>,
  from: string,
  to: string,
  pairs: readonly (readonly [string, string])[],
  alsoInTransaction: () => Promise<void>,
) {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'table' and name = 'leads'`.execute(db);
  const definition = rows[0]?.sql ?? "";
  if (!definition.includes(from)) throw new Error(`leads has no check ${from}: ${definition}`);
  const rebuilt = definition
    .replace(from, to)
    .replace(/^create table ("?)leads\1/i, "create table leads_next");
  const { rows: dependents } = await sql<{ sql: string }>`select sql from sqlite_master
    where tbl_name = 'leads' and type in ('index', 'trigger') and sql is not null`.execute(db);
  const columns = (
    await sql<{ name: string }>`select name from pragma_table_info('leads')`.execute(db)
  ).rows.map((column) => column.name);
  const target = sql.raw(["rowid", ...columns.map((column) => `"${column}"`)].join(", "));
  const source = sql.raw(
    [
      "rowid",
      ...columns.map((column) =>
        column === "stage"
          ? `case when kind = '${hiringKind}' then ${mapped("stage", pairs)} else stage end`
          : `"${column}"`,
      ),
    ].join(", "),
  );
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await sql.raw(rebuilt).execute(db);
      await sql`insert into leads_next (${target}) select ${source} from leads`.execute(db);
      await sql`drop table leads`.execute(db);
      await sql`alter table leads_next rename to leads`.execute(db);
      for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error("leads rebuilt with broken foreign keys");
      await alsoInTransaction();
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
