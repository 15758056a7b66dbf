import { type Batch, batchTakesEnrolments, type Catalogue, type Course } from "./courses";
import { indiaDayOf } from "./india-days";

export interface OpenedBatch {
  course: Course;
  batch: Batch;
}

const batchKey = (course: Course, batch: Batch) => JSON.stringify([course.key, batch.startsOn]);

/** The batches `after` takes enrolments in that `before` did not: news for the people waiting for a course. */
export function newlyOpenBatches(
  before: Catalogue,
  after: Catalogue,
  today = indiaDayOf(new Date()),
): OpenedBatch[] {
  const taking = (course: Course) => course.batches.filter((batch) => batchTakesEnrolments(batch, today));
  const wereOpen = new Set(
    before.courses.flatMap((course) => taking(course).map((batch) => batchKey(course, batch))),
  );
  return after.courses.flatMap((course) =>
    taking(course)
      .filter((batch) => !wereOpen.has(batchKey(course, batch)))
      .map((batch) => ({ course, batch })),
  );
}
