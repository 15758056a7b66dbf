import type { Kysely } from "kysely";

/** When a seat holder was mailed the reminder before their batch starts; null until then. */
export const batchRemindersMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("course_batch_enrolments").addColumn("reminded_at", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("course_batch_enrolments").dropColumn("reminded_at").execute();
  },
};
