import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { type RateVerdict, rateRules } from "../rate-limit.server";

const rule = rateRules.loginAccount;
/** The wait after the failures the rule allows; each further failure doubles it, up to the cap. */
export const LOGIN_DELAY_MS = 30_000;
export const LOGIN_DELAY_CAP_MS = 15 * 60_000;

const keyOf = (email: string) => `${rule.name}:${email}`;

/** How long after its last attempt an account with this many failures must wait. */
function loginDelayMs(failures: number, factor = 1): number {
  const beyond = failures - rule.limit * factor;
  return beyond < 0 ? 0 : Math.min(LOGIN_DELAY_CAP_MS, LOGIN_DELAY_MS * 2 ** beyond);
}

/**
 * Takes one login attempt for an address, or refuses it while the account's delay runs. A growing
 * delay rather than a lock-out: the owner can always get in a little later, and a guesser gets a
 * few tries an hour. The attempt is counted as a failure before the password is checked, so
 * concurrent attempts (other workers, other instances) cannot all slip in when a delay ends; a
 * success clears the count (`clearLoginFailures`). Refused attempts are not checked at all, so the
 * right password cannot get in early, and the address is counted whether or not an account uses
 * it, so a refusal says nothing about that.
 *
 * In `rate_limits`: `hits` is the attempts since the last success, `window_start` the last one's
 * time; an hour without attempts forgets them.
 */
export async function takeLoginAttempt(
  db: Kysely<Database>,
  email: string,
  factor = 1,
  now = new Date(),
): Promise<RateVerdict> {
  return db.transaction().execute(async (trx) => {
    // An upsert that changes nothing, to hold the row until the transaction ends (PostgreSQL locks
    // it; SQLite's transactions take the write lock at BEGIN).
    const row = await trx
      .insertInto("rate_limits")
      .values({ key: keyOf(email), window_start: now.toISOString(), hits: 0 })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet((eb) => ({ hits: eb.ref("rate_limits.hits") })),
      )
      .returning(["hits", "window_start"])
      .executeTakeFirstOrThrow();
    const last = new Date(row.window_start).getTime();
    const failures = now.getTime() - last >= rule.windowSeconds * 1000 ? 0 : row.hits;
    const wait = last + loginDelayMs(failures, factor) - now.getTime();
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };
    await trx
      .updateTable("rate_limits")
      .set({ hits: failures + 1, window_start: now.toISOString() })
      .where("key", "=", keyOf(email))
      .execute();
    return { allowed: true };
  });
}

/** A successful login: the account's failures are forgotten. */
export async function clearLoginFailures(db: Kysely<Database>, email: string) {
  await db.deleteFrom("rate_limits").where("key", "=", keyOf(email)).execute();
}
