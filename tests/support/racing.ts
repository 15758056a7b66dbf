import { type Kysely, sql } from "kysely";
import type { AppDatabase } from "~/server/db/database.server";
import type { Database } from "~/server/db/schema.server";

/** How many connections to this database wait for a lock someone else holds. */
async function lockWaiters(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
  return rows[0]?.waiting ?? 0;
}

/**
 * Runs `calls` at the same time, each having read what it reads before any of them writes. On
 * PostgreSQL a transaction of the test's own first takes a lock each call needs in order to write
 * (`hold`, on its own connection); each call starts once the ones before it wait for that lock or
 * have ended, and the lock goes (commit, or rollback with `undo`) only once all of them wait, so
 * they queue for it in the order given. SQLite runs one writing transaction at a time, so there
 * the calls are simply started together. Resolves with each call's outcome, in order.
 */
export async function racing<T>(
  app: AppDatabase,
  hold: (held: Kysely<Database>) => Promise<unknown>,
  calls: (() => Promise<T>)[],
  { undo = false } = {},
): Promise<PromiseSettledResult<T>[]> {
  if (app.dialect === "sqlite") return Promise.allSettled(calls.map((call) => call()));
  return app.db.connection().execute(async (held) => {
    await sql`begin`.execute(held);
    const outcomes: Promise<PromiseSettledResult<T>[]>[] = [];
    try {
      await hold(held);
      let ended = 0;
      for (const call of calls) {
        outcomes.push(
          Promise.allSettled([call()]).finally(() => {
            ended += 1;
          }),
        );
        for (let waited = 0; (await lockWaiters(app.db)) + ended < outcomes.length; waited += 1) {
          if (waited > 1000) throw new Error("a racing call neither waited for the held lock nor ended");
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    } finally {
      await sql.raw(undo ? "rollback" : "commit").execute(held);
    }
    return (await Promise.all(outcomes)).flat();
  });
}
