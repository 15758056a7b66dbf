import type { Kysely, Transaction } from "kysely";
import {
  type Batch,
  batchOf,
  batchTakesEnrolments,
  byStart,
  type Catalogue,
  type Offer,
  type OfferedBatch,
} from "~/lib/courses";
import { indiaDayOf } from "~/lib/india-days";
import { mailboxOf } from "~/lib/mailbox";
import type { Database } from "../db/schema.server";

/*
 * Seats taken are counted from the enrolments of a batch whose lead is not Lost, never kept in a
 * counter, so deleting a lead or moving it to Lost gives its seat back on every path.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface BatchKey {
  course_key: string;
  starts_on: string;
}

/** One mailbox, or one mobile number, holds at most one seat of a batch. */
export interface Trainee {
  id: string;
  email: string;
  mobile: string;
}

export const seatHolders = (db: Db) =>
  db
    .selectFrom("course_batch_enrolments as b")
    .innerJoin("leads as l", "l.id", "b.enrolment_id")
    .where("l.stage", "<>", "lost");

/** By `batchId`. */
async function seatsTaken(db: Db, catalogue: Catalogue): Promise<Map<string, number>> {
  const courseKeys = catalogue.courses.map((course) => course.key);
  if (courseKeys.length === 0) return new Map();
  const rows = await seatHolders(db)
    .select(({ fn }) => ["b.course_key", "b.starts_on", fn.countAll<number>().as("taken")])
    .where("b.course_key", "in", courseKeys)
    .groupBy(["b.course_key", "b.starts_on"])
    .execute();
  return new Map(rows.map((row) => [batchId(row.course_key, row.starts_on), Number(row.taken)]));
}

export const batchId = (courseKey: string, startsOn: string) => `${courseKey} ${startsOn}`;

/** The catalogue's seats while it names the batch (adding seats opens a full one), else the last stored. */
export function seatsOf(catalogue: Catalogue, batch: BatchKey & { seats: number }) {
  const course = catalogue.courses.find((one) => one.key === batch.course_key);
  return (course && batchOf(course, batch.starts_on)?.seats) ?? Number(batch.seats);
}

export async function offerOf(db: Db, catalogue: Catalogue, today = indiaDayOf(new Date())): Promise<Offer> {
  const taken = await seatsTaken(db, catalogue);
  return {
    courses: catalogue.courses.map((course) => {
      const batches: OfferedBatch[] = course.batches
        .filter((batch) => batchTakesEnrolments(batch, today))
        .sort(byStart)
        .map((batch) => {
          const seatsLeft = Math.max(0, batch.seats - (taken.get(batchId(course.key, batch.startsOn)) ?? 0));
          return { ...batch, seatsLeft, unavailable: seatsLeft === 0 ? "full" : null };
        });
      const unavailable =
        batches.length === 0 ? "closed" : batches.every((batch) => batch.unavailable) ? "full" : null;
      return { ...course, batches, unavailable };
    }),
  };
}

/**
 * Every change that may take a seat waits here for the one before to commit. PostgreSQL locks the
 * updated row; SQLite's transactions begin holding the write lock.
 */
async function lockBatch(trx: Transaction<Database>, batch: BatchKey, seats: number) {
  await trx
    .insertInto("course_batches")
    .values({ ...batch, seats })
    .onConflict((conflict) => conflict.columns(["course_key", "starts_on"]).doNothing())
    .execute();
  await trx
    .updateTable("course_batches")
    .set({ seats })
    .where("course_key", "=", batch.course_key)
    .where("starts_on", "=", batch.starts_on)
    .execute();
}

/** "held" when the trainee's mailbox or mobile holds one already. */
async function seatFor(
  trx: Transaction<Database>,
  batch: BatchKey,
  seats: number,
  trainee: Trainee,
): Promise<Seat> {
  const holders = await seatHolders(trx)
    .innerJoin("course_enrolments as e", "e.id", "b.enrolment_id")
    .select(["e.id", "e.email", "e.mobile"])
    .where("b.course_key", "=", batch.course_key)
    .where("b.starts_on", "=", batch.starts_on)
    .where("b.enrolment_id", "<>", trainee.id)
    .execute();
  const mailbox = mailboxOf(trainee.email).key;
  const same = (holder: Trainee) =>
    holder.mobile === trainee.mobile || mailboxOf(holder.email).key === mailbox;
  if (holders.some(same)) return "held";
  return holders.length < seats ? "taken" : "full";
}

export type Seat = "taken" | "held" | "full";

export async function takeSeat(
  trx: Transaction<Database>,
  courseKey: string,
  batch: Batch,
  trainee: Trainee,
): Promise<Seat> {
  const key = { course_key: courseKey, starts_on: batch.startsOn };
  await lockBatch(trx, key, batch.seats);
  const seat = await seatFor(trx, key, batch.seats, trainee);
  if (seat === "taken")
    await trx
      .insertInto("course_batch_enrolments")
      .values({ ...key, enrolment_id: trainee.id })
      .execute();
  return seat;
}

/** Call before the stage changes. Answers the batches it left, as `batchId`s. */
export async function retakeSeats(trx: Transaction<Database>, leadId: string, catalogue: Catalogue) {
  const places = await trx
    .selectFrom("course_batch_enrolments as b")
    .innerJoin("course_batches as c", (join) =>
      join.onRef("c.course_key", "=", "b.course_key").onRef("c.starts_on", "=", "b.starts_on"),
    )
    .innerJoin("course_enrolments as e", "e.id", "b.enrolment_id")
    .select(["b.course_key", "b.starts_on", "c.seats", "e.email", "e.mobile"])
    .where("b.enrolment_id", "=", leadId)
    .execute();
  const left: string[] = [];
  for (const place of places) {
    const batch = { course_key: place.course_key, starts_on: place.starts_on };
    const seats = seatsOf(catalogue, place);
    await lockBatch(trx, batch, seats);
    if ((await seatFor(trx, batch, seats, { id: leadId, ...place })) === "taken") continue;
    await trx
      .deleteFrom("course_batch_enrolments")
      .where("course_key", "=", batch.course_key)
      .where("starts_on", "=", batch.starts_on)
      .where("enrolment_id", "=", leadId)
      .execute();
    left.push(batchId(batch.course_key, batch.starts_on));
  }
  return left;
}

/** A batch may not be cut below the seats its trainees already hold. */
export async function seatProblems(db: Db, catalogue: Catalogue): Promise<Record<string, string>> {
  const taken = await seatsTaken(db, catalogue);
  const problems: Record<string, string> = {};
  catalogue.courses.forEach((course, index) => {
    course.batches.forEach((batch, position) => {
      const held = taken.get(batchId(course.key, batch.startsOn)) ?? 0;
      if (batch.seats < held)
        problems[`courses.${index}.batches.${position}.seats`] =
          `Trainees hold ${held} seats of this batch: keep at least ${held}.`;
    });
  });
  return problems;
}
