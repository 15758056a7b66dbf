import { type Batch, batchOf, type Catalogue, type Course } from "./courses";

export interface OpenedBatch {
  course: Course;
  batch: Batch;
}

/** The batches a course takes enrolments in now: its next one, while enrolment is open. */
const openBatches = (course: Course): Batch[] => {
  const batch = course.open ? batchOf(course, course.nextBatch) : null;
  return batch ? [batch] : [];
};

const batchKey = (course: Course, batch: Batch) => JSON.stringify([course.key, batch.startsOn]);

/** The batches `after` has open that `before` did not: news for the people waiting for a course. */
export function newlyOpenBatches(before: Catalogue, after: Catalogue): OpenedBatch[] {
  const wereOpen = new Set(
    before.courses.flatMap((course) => openBatches(course).map((batch) => batchKey(course, batch))),
  );
  return after.courses.flatMap((course) =>
    openBatches(course)
      .filter((batch) => !wereOpen.has(batchKey(course, batch)))
      .map((batch) => ({ course, batch })),
  );
}
