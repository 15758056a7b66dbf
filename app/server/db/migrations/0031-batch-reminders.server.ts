import type { Kysely } from "kysely";
import type { Dialect } from "./dialect.server";

/** When a seat holder's reminder before their batch starts was queued; null until then. */
export function batchRemindersMigration(dialect: Dialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("course_batch_enrolments").addColumn("reminded_at", timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("course_batch_enrolments").dropColumn("reminded_at").execute();
    },
  };
}
