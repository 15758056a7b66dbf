import { sql } from "kysely";
import type { AppDatabase } from "~/server/db/database.server";

/**
 * A database's schema as text, the same for the same tables, columns, constraints and indexes
 * however they were made; Kysely's own bookkeeping is left out.
 */
export async function schemaText({ db, dialect }: AppDatabase): Promise<string> {
  const lines = async (query: ReturnType<typeof sql<Record<string, unknown>>>) =>
    (await query.execute(db)).rows.map((row) => Object.values(row).map(String).join(" | "));
  if (dialect === "sqlite")
    return (
      await lines(sql`select type, name, sql from sqlite_master
        where name not like 'kysely_%' and name not like 'sqlite_%' order by type, name`)
    )
      .map((line) => line.replace(/\s+/g, " ").replace(/\( /g, "(").replace(/ \)/g, ")"))
      .join("\n");
  return [
    ...(await lines(sql`select extname from pg_extension order by extname`)),
    ...(await lines(sql`select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' and table_name not like 'kysely_%'
      order by table_name, ordinal_position`)),
    ...(await lines(sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace and conrelid::regclass::text not like 'kysely_%'
      order by 1, 2`)),
    ...(await lines(sql`select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename not like 'kysely_%' order by indexname`)),
  ].join("\n");
}
