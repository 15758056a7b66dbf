import type { Kysely } from "kysely";
import type { Catalogue } from "~/lib/courses";
import type { Database } from "../db/schema.server";
import { batchesOf } from "./batch-lists.server";
import { paidStatesOf } from "./roster.server";

async function waitingByCourse(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("waitlist as w")
    .innerJoin("leads as l", "l.id", "w.id")
    .select(["w.course_key", ({ fn }) => fn.countAll<number>().as("waiting")])
    .where("w.told_at", "is", null)
    .where("l.stage", "<>", "lost")
    .groupBy("w.course_key")
    .execute();
  return new Map(rows.map((row) => [row.course_key, Number(row.waiting)]));
}

/** Each batch's figures for the owner and the trainer: a new count is one more field here. */
export async function batchFigures(db: Kysely<Database>, catalogue: Catalogue) {
  const batches = await batchesOf(db, catalogue);
  const paid = await paidStatesOf(
    db,
    batches.flatMap((batch) => batch.enrolments),
  );
  const waiting = await waitingByCourse(db);
  return batches.map((batch) => {
    const paidUp = batch.enrolments.filter((enrolment) => paid.get(enrolment.id) === "paid").length;
    return {
      key: batch.key,
      course: batch.course,
      startsOn: batch.startsOn,
      batch: batch.batch,
      seats: batch.seats,
      enrolled: batch.taken,
      // Of the enrolled, those who paid in full; the rest owe some or all.
      paid: paidUp,
      unpaid: batch.taken - paidUp,
      seatsLeft: batch.left,
      // On the course's waitlist, not yet told of a batch.
      waiting: waiting.get(batch.key) ?? 0,
      enrolments: batch.enrolments,
    };
  });
}
