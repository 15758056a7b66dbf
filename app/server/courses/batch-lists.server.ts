import type { Kysely } from "kysely";
import { batchOf, type Catalogue, formatFee } from "~/lib/courses";
import type { Database } from "../db/schema.server";
import { batchId, seatHolders, seatsOf } from "./batches.server";
import { paidFees } from "./fees.server";

/** Also each batch the catalogue names now, whether or not it has enrolments. */
export async function batchesOf(db: Kysely<Database>, catalogue: Catalogue) {
  const stored = await db.selectFrom("course_batches").selectAll().execute();
  const storedKeys = new Set(stored.map((batch) => batchId(batch.course_key, batch.starts_on)));
  const batches = [
    ...stored.map((batch) => ({ ...batch, seats: seatsOf(catalogue, batch) })),
    ...catalogue.courses.flatMap((course) =>
      course.batches
        .filter((batch) => !storedKeys.has(batchId(course.key, batch.startsOn)))
        .map((batch) => ({ course_key: course.key, starts_on: batch.startsOn, seats: batch.seats })),
    ),
  ];
  const rows = await seatHolders(db)
    .innerJoin("course_enrolments as e", "e.id", "b.enrolment_id")
    .select([
      "b.course_key",
      "b.starts_on",
      "e.id",
      "e.created_at",
      "e.name",
      "e.email",
      "e.mobile",
      "e.skills",
      "e.fees",
      "e.currency",
    ])
    .orderBy("e.created_at", "desc")
    .orderBy("e.id", "desc")
    .execute();
  const offered = new Map(catalogue.courses.map((course) => [course.key, course]));
  const order = new Map(catalogue.courses.map((course, index) => [course.key, index]));
  const placeOf = (key: string) => order.get(key) ?? catalogue.courses.length;
  return batches
    .map((batch) => {
      const own = rows.filter(
        (row) => row.course_key === batch.course_key && row.starts_on === batch.starts_on,
      );
      const paid = own.map((row) => paidFees(row).find((course) => course.key === batch.course_key));
      const seats = Number(batch.seats);
      const taken = own.length;
      const course = offered.get(batch.course_key);
      return {
        key: batch.course_key,
        course: course?.name ?? paid.find(Boolean)?.label ?? batch.course_key,
        startsOn: batch.starts_on,
        // As the catalogue offers it now; null once it offers it no more.
        batch: course ? batchOf(course, batch.starts_on) : null,
        seats,
        taken,
        left: Math.max(0, seats - taken),
        enrolments: own.map((row, index) => {
          const fee = paid[index];
          return {
            id: row.id,
            at: String(row.created_at),
            name: row.name,
            email: row.email,
            mobile: row.mobile,
            fee: fee && "fee" in fee ? formatFee(fee.fee, fee.currency) : "",
          };
        }),
      };
    })
    .sort(
      (a, b) =>
        placeOf(a.key) - placeOf(b.key) ||
        a.key.localeCompare(b.key) ||
        // A date to be announced ("") is the latest batch of its course.
        (b.startsOn || "~").localeCompare(a.startsOn || "~"),
    );
}
