import { type Kysely, sql } from "kysely";
import { paymentMails } from "~/content/pages/enrolment-payments";
import type { Catalogue } from "~/lib/courses";
import { indiaDayOf } from "~/lib/india-days";
import type { Database } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { enqueueMail } from "../mail/outbox.server";
import { paidFees, totalsOfRow } from "./fees.server";
import { enrolmentReference, seatLine } from "./payment.server";

const DAY_MS = 24 * 60 * 60 * 1000;

class PaidMeanwhile extends Error {}
const BATCH = 100;

/**
 * Frees the unstarted seats of enrolments unpaid after `unpaidDays` and mails the trainee; a
 * conditional UPDATE claims each, so concurrent runs do it once. Any payment, even in part, or a
 * Won or Lost lead keeps the seats. Answers how many enrolments gave their seats back.
 */
export async function releaseUnpaidSeats(
  db: Kysely<Database>,
  { unpaidDays, catalogue, company }: { unpaidDays: number; catalogue: Catalogue; company: string },
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - unpaidDays * DAY_MS).toISOString();
  const today = indiaDayOf(now);
  const unpaid = (id: "e.id" | "course_enrolments.id") =>
    sql<boolean>`not exists (select 1 from course_payments p where p.enrolment_id = ${sql.ref(id)})`;
  const candidates = await db
    .selectFrom("course_enrolments as e")
    .innerJoin("leads as l", "l.id", "e.id")
    .select("e.id")
    .where("e.seats_released_at", "is", null)
    .where("e.created_at", "<=", cutoff)
    .where("l.stage", "not in", ["won", "lost"])
    .where(unpaid("e.id"))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("course_batch_enrolments as b")
          .select("b.enrolment_id")
          .whereRef("b.enrolment_id", "=", "e.id")
          .where((eb) => eb.or([eb("b.starts_on", "=", ""), eb("b.starts_on", ">", today)])),
      ),
    )
    .orderBy("e.created_at")
    .limit(BATCH)
    .execute();
  let released = 0;
  for (const { id } of candidates) {
    const done = await db
      .transaction()
      .execute(async (trx) => {
        // The claim: of two workers, the second finds it released. A payment recorded meanwhile
        // locked the row first and is seen here.
        const claimed = await trx
          .updateTable("course_enrolments")
          .set({ seats_released_at: nowIso() })
          .where("id", "=", id)
          .where("seats_released_at", "is", null)
          .where(unpaid("course_enrolments.id"))
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return false;
        // PostgreSQL rechecks only the row after waiting for it: a payment committed meanwhile is
        // seen by this later statement, and undoes the claim.
        const paid = await trx
          .selectFrom("course_payments")
          .select("id")
          .where("enrolment_id", "=", id)
          .executeTakeFirst();
        if (paid) throw new PaidMeanwhile();
        const freed = await trx
          .deleteFrom("course_batch_enrolments")
          .where("enrolment_id", "=", id)
          .where((eb) => eb.or([eb("starts_on", "=", ""), eb("starts_on", ">", today)]))
          .returning(["course_key", "starts_on"])
          .execute();
        const row = await trx
          .selectFrom("course_enrolments")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        const fees = paidFees(row);
        const lines = freed.map((seat) =>
          seatLine(
            fees.find((paid) => paid.key === seat.course_key)?.label ?? seat.course_key,
            catalogue,
            seat,
          ),
        );
        await enqueueMail(trx, {
          to: row.email,
          subject: paymentMails.released.subject(company),
          text: paymentMails.released.text(
            row.name || row.email,
            unpaidDays,
            lines,
            totalsOfRow(row),
            enrolmentReference(id),
            company,
          ),
          leadId: id,
        });
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof PaidMeanwhile) return false;
        throw error;
      });
    if (done) released += 1;
  }
  return released;
}
