import type { Kysely } from "kysely";

/** A trainee may give a name with an enrolment; older enrolments have none. */
export const enrolmentNamesMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("course_enrolments")
      .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("course_enrolments").dropColumn("name").execute();
  },
};
