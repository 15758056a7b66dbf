import type { Kysely } from "kysely";
import { actorOf, recordAudit } from "../audit/audit.server";
import type { Config } from "../config.server";
import type { Database } from "../db/schema.server";
import { codeFailuresMail } from "../mail/account-mails.server";
import { enqueueMail, mailQueued } from "../mail/outbox.server";

// Only a right answer resets the count: a window that forgets old failures would let a guesser
// with the password go on for ever.
export const CODE_FAILURES_FREE = 5;
export const CODE_FAILURES_LOCK = 10;
export const CODE_DELAY_MS = 30_000;

// Counted as a failure before the code is checked, so tries sent at once cannot slip past the
// count; refused tries are not checked, so the right code cannot get in early. An allowed try's
// `failures` is its place in the run of failures, should the code be wrong.
export async function takeCodeTry(db: Kysely<Database>, userId: string, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    // An upsert that changes nothing holds the row until the transaction ends (PostgreSQL locks it;
    // SQLite's transactions take the write lock at BEGIN).
    const row = await trx
      .insertInto("second_factor_failures")
      .values({ user_id: userId, failures: 0, last_try_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict
          .column("user_id")
          .doUpdateSet((eb) => ({ failures: eb.ref("second_factor_failures.failures") })),
      )
      .returning(["failures", "last_try_at"])
      .executeTakeFirstOrThrow();
    if (row.failures >= CODE_FAILURES_LOCK) return { allowed: false, locked: true } as const;
    const delay =
      row.failures < CODE_FAILURES_FREE ? 0 : CODE_DELAY_MS * 2 ** (row.failures - CODE_FAILURES_FREE);
    const wait = new Date(row.last_try_at).getTime() + delay - now.getTime();
    if (row.failures > 0 && wait > 0) {
      return { allowed: false, locked: false, retryAfterSeconds: Math.ceil(wait / 1000) } as const;
    }
    const failures = row.failures + 1;
    await trx
      .updateTable("second_factor_failures")
      .set({ failures, last_try_at: now.toISOString() })
      .where("user_id", "=", userId)
      .execute();
    return { allowed: true, failures } as const;
  });
}

export async function clearCodeFailures(db: Kysely<Database>, userId: string) {
  await db.deleteFrom("second_factor_failures").where("user_id", "=", userId).execute();
}

/** Each count is taken by one try only, so each mail goes once. */
export async function noteCodeFailure(
  db: Kysely<Database>,
  config: Pick<Config, "APP_URL" | "COMPANY_EMAIL">,
  userId: string,
  failures: number,
) {
  if (failures !== CODE_FAILURES_FREE && failures !== CODE_FAILURES_LOCK) return;
  const owner = await db
    .selectFrom("users")
    .select(["id", "email", "name"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!owner) return;
  const locked = failures === CODE_FAILURES_LOCK;
  if (locked) {
    await recordAudit(db, actorOf(owner), {
      action: "two-factor.codes-locked",
      targetType: "user",
      targetId: userId,
      details: { failures },
    });
  }
  await enqueueMail(
    db,
    codeFailuresMail(owner, failures, locked, { appUrl: config.APP_URL, companyEmail: config.COMPANY_EMAIL }),
  );
  mailQueued();
}
