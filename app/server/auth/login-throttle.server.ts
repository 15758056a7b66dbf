import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { type RateVerdict, rateRules } from "../rate-limit.server";

const rule = rateRules.loginAccount;
export const LOGIN_DELAY_MS = 30_000;
export const LOGIN_DELAY_CAP_MS = 15 * 60_000;

const keyOf = (email: string) => `${rule.name}:${email}`;

// A growing delay, not a lock-out, so the owner can always get in later. Counted before the check,
// so concurrent attempts cannot all slip in; unknown addresses count too, so a refusal reveals nothing.
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
    const beyond = failures - rule.limit * factor;
    const delay = beyond < 0 ? 0 : Math.min(LOGIN_DELAY_CAP_MS, LOGIN_DELAY_MS * 2 ** beyond);
    const wait = last + delay - now.getTime();
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };
    await trx
      .updateTable("rate_limits")
      .set({ hits: failures + 1, window_start: now.toISOString() })
      .where("key", "=", keyOf(email))
      .execute();
    return { allowed: true };
  });
}

export async function clearLoginFailures(db: Kysely<Database>, email: string) {
  await db.deleteFrom("rate_limits").where("key", "=", keyOf(email)).execute();
}
