import { type Kysely, sql } from "kysely";

/**
 * A batch's seats taken are counted from the enrolments that hold one (decision 055): the count
 * `course_batches.taken` kept went up with each seat and never down, so it goes. Going down puts it
 * back, counting each batch's recorded enrolments.
 */
export const seatsFromEnrolmentsMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("course_batches").dropColumn("taken").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable("course_batches")
      .addColumn("taken", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update course_batches set taken = (select count(*) from course_batch_enrolments b
      where b.course_key = course_batches.course_key and b.starts_on = course_batches.starts_on)`.execute(db);
  },
};
