import type { Kysely } from "kysely";
import { type Batch, batchOf, type Catalogue } from "~/lib/courses";
import type { Database } from "../db/schema.server";
import { type BatchEnrolment, batchesOf } from "./batch-lists.server";

/** One batch's figures for the owner and the trainer: a new count is one more field here. */
export interface BatchFigures {
  key: string;
  course: string;
  startsOn: string;
  /** As the catalogue offers it now; null once it offers it no more. */
  batch: Batch | null;
  seats: number;
  enrolled: number;
  seatsLeft: number;
  enrolments: BatchEnrolment[];
}

export async function batchFigures(db: Kysely<Database>, catalogue: Catalogue): Promise<BatchFigures[]> {
  const batches = await batchesOf(db, catalogue);
  const courses = new Map(catalogue.courses.map((course) => [course.key, course]));
  return batches.map((batch) => {
    const course = courses.get(batch.key);
    return {
      key: batch.key,
      course: batch.course,
      startsOn: batch.startsOn,
      batch: course ? batchOf(course, batch.startsOn) : null,
      seats: batch.seats,
      enrolled: batch.taken,
      seatsLeft: batch.left,
      enrolments: batch.enrolments,
    };
  });
}
