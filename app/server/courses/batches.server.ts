import type { Kysely, Transaction } from "kysely";
import type { Catalogue, Course, Offer } from "~/lib/courses";
import type { Database } from "../db/schema.server";

/**
 * A course's batches and their seats (decision 055). A batch is a course's key with its next
 * batch's date as the catalogue names them when someone enrols ("" while the date is to be
 * announced); its row is made by the first enrolment and counts the seats taken.
 */

/** The catalogue with each course's seats left in its next batch, and why it cannot be chosen. */
export async function offerOf(db: Kysely<Database>, catalogue: Catalogue): Promise<Offer> {
  const keys = catalogue.courses.map((course) => course.key);
  const rows = keys.length
    ? await db
        .selectFrom("course_batches")
        .select(["course_key", "starts_on", "taken"])
        .where("course_key", "in", keys)
        .execute()
    : [];
  const taken = new Map(rows.map((row) => [`${row.course_key} ${row.starts_on}`, Number(row.taken)]));
  return {
    currency: catalogue.currency,
    courses: catalogue.courses.map((course) => {
      const seatsLeft = Math.max(0, course.seats - (taken.get(`${course.key} ${course.nextBatch}`) ?? 0));
      return {
        ...course,
        seatsLeft,
        unavailable: !course.open ? "closed" : seatsLeft === 0 ? "full" : null,
      };
    }),
  };
}

/**
 * Takes a seat in the course's next batch for an enrolment, in the enrolment's transaction; false
 * when none is left. The count goes up only while it is under the seats the catalogue gives the
 * batch now, in one statement: PostgreSQL re-checks the condition on the row once a concurrent
 * transaction that updated it commits, and SQLite runs one writing transaction at a time, so two
 * enrolments never take the last seat both.
 */
export async function takeSeat(trx: Transaction<Database>, course: Course, enrolmentId: string) {
  const batch = { course_key: course.key, starts_on: course.nextBatch };
  await trx
    .insertInto("course_batches")
    .values({ ...batch, seats: course.seats, taken: 0 })
    .onConflict((conflict) => conflict.columns(["course_key", "starts_on"]).doNothing())
    .execute();
  const updated = await trx
    .updateTable("course_batches")
    .set((eb) => ({ taken: eb("taken", "+", 1), seats: course.seats }))
    .where("course_key", "=", batch.course_key)
    .where("starts_on", "=", batch.starts_on)
    .where("taken", "<", course.seats)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto("course_batch_enrolments")
    .values({ ...batch, enrolment_id: enrolmentId })
    .execute();
  return true;
}
