import type { Kysely } from "kysely";

/**
 * The course catalogue in the content editor (decision 055). `course_enrolments` keeps
 * what each chosen course cost when the enrolment was made (`fees`: JSON `[{key, label, fee}]`)
 * and in which currency, so a later change of fee does not rewrite it; rows from before keep
 * neither and read as they did (US dollars, the seeded labels). `course_batches`: the seats of each
 * batch (a course's key and its next batch's date, "" while to be announced) and how many are
 * taken, counted up only while some are left. `course_batch_enrolments`: which enrolment took a
 * seat in which batch, for the admin's list of batches.
 */
export const courseBatchesMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("course_enrolments").addColumn("fees", "text").execute();
    await db.schema.alterTable("course_enrolments").addColumn("currency", "text").execute();
    await db.schema
      .createTable("course_batches")
      .addColumn("course_key", "text", (c) => c.notNull())
      .addColumn("starts_on", "text", (c) => c.notNull())
      .addColumn("seats", "integer", (c) => c.notNull())
      .addColumn("taken", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("course_batches_pk", ["course_key", "starts_on"])
      .execute();
    await db.schema
      .createTable("course_batch_enrolments")
      .addColumn("course_key", "text", (c) => c.notNull())
      .addColumn("starts_on", "text", (c) => c.notNull())
      .addColumn("enrolment_id", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("course_batch_enrolments_pk", ["course_key", "starts_on", "enrolment_id"])
      .execute();
    // Deleting a lead deletes its seats' rows by the enrolment's id.
    await db.schema
      .createIndex("course_batch_enrolments_enrolment")
      .on("course_batch_enrolments")
      .column("enrolment_id")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("course_batch_enrolments").execute();
    await db.schema.dropTable("course_batches").execute();
    await db.schema.alterTable("course_enrolments").dropColumn("currency").execute();
    await db.schema.alterTable("course_enrolments").dropColumn("fees").execute();
  },
};
