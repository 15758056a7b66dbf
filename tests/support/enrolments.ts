import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { PaidFee } from "~/lib/courses";
import type { Database } from "~/server/db/schema.server";
import { insertLead } from "~/server/leads/lead-store.server";
import { tag } from "./site-client";

let mobiles = 0;

/**
 * An enrolment stored as the course form stores one (its lead, its fees), holding a seat in the
 * batch of each course that starts on `startsOn`; its id and address.
 */
export async function storeEnrolment(
  db: Kysely<Database>,
  fees: PaidFee[],
  { name = "", startsOn = "2099-01-10" }: { name?: string; startsOn?: string } = {},
) {
  const id = randomUUID();
  const email = `trainee.${tag()}@example.com`;
  await db.transaction().execute(async (trx) => {
    await insertLead(trx, {
      kind: "enrolments",
      table: "course_enrolments",
      id,
      row: {
        name,
        email,
        mobile: String(9_100_000_000 + ++mobiles),
        description: null,
        skills: JSON.stringify(fees.map((paid) => paid.key)),
        total_fees: 0,
        fees: JSON.stringify(fees),
        currency: null,
      },
      visit: {
        landing_page: "",
        referrer_host: "",
        utm_source: "",
        utm_medium: "",
        utm_campaign: "",
        device: "desktop",
      },
    });
    for (const paid of fees) {
      await trx
        .insertInto("course_batches")
        .values({ course_key: paid.key, starts_on: startsOn, seats: 30 })
        .onConflict((conflict) => conflict.columns(["course_key", "starts_on"]).doNothing())
        .execute();
      await trx
        .insertInto("course_batch_enrolments")
        .values({ course_key: paid.key, starts_on: startsOn, enrolment_id: id })
        .execute();
    }
  });
  return { id, email };
}

/** A course's fee of an enrolment, under a course key of its own. */
export const rupeeFee = (): PaidFee => ({ key: `c${tag()}`, label: "Python", fee: 12_000, currency: "INR" });

/** How many seats this enrolment holds. */
export const seatsHeldBy = async (db: Kysely<Database>, id: string) =>
  (
    await db
      .selectFrom("course_batch_enrolments")
      .select("course_key")
      .where("enrolment_id", "=", id)
      .execute()
  ).length;

export const outboxTo = (db: Kysely<Database>, email: string) =>
  db.selectFrom("mail_outbox").selectAll().where("to_address", "=", email).execute();

export const daysLater = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
