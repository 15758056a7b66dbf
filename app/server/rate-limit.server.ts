import { type Kysely, type QueryResult, sql } from "kysely";
import type { AppDatabase } from "./db/database.server";
import { queryTemplate } from "./db/query-template.server";
import type { Database } from "./db/schema.server";

export interface RateRule {
  name: string;
  /** Requests allowed per window (multiplied by RATE_LIMIT_FACTOR). */
  limit: number;
  windowSeconds: number;
}

/** How often one address may use each public form. Generous for people, tight for scripts. */
export const rateRules = {
  lead: { name: "lead", limit: 10, windowSeconds: 10 * 60 },
  upload: { name: "upload", limit: 20, windowSeconds: 60 * 60 },
  notFound: { name: "not-found", limit: 30, windowSeconds: 10 * 60 },
  login: { name: "login", limit: 10, windowSeconds: 10 * 60 },
  /** Setting a password with a mailed link: each try is a guess at a link, and a hit costs a hash. */
  passwordReset: { name: "password-reset", limit: 10, windowSeconds: 10 * 60 },
  register: { name: "register", limit: 5, windowSeconds: 60 * 60 },
  /** Verification and reset links: each sends a mail. */
  accountMail: { name: "account-mail", limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * One request of `subject` (a client address) counted against a rule, in the database, so the
 * count holds across restarts, workers and instances. Fixed windows: one upsert per request,
 * atomic on both engines. The query is committed by the caller, alone or with the writes it
 * guards (WriteQueue's `guard`); `verdict` reads its result.
 */
export function rateCount(
  db: Kysely<Database>,
  rule: RateRule,
  subject: string,
  factor = 1,
  now = new Date(),
) {
  const limit = rule.limit * factor;
  return {
    query: countQuery(db, rule, subject, now),
    /** For WriteQueue: go on to the writes this request would make only within the limit. */
    guard: { column: "hits", atMost: limit },
    verdict(result: QueryResult<unknown> | undefined): RateVerdict {
      const row = result?.rows[0] as { hits: number; window_start: string };
      if (row.hits <= limit) return { allowed: true };
      const resetsAt = new Date(row.window_start).getTime() + rule.windowSeconds * 1000;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
      };
    },
  };
}

/** Counts one request and commits the count at once (for forms whose write comes later or never). */
export async function takeRateLimit(
  { db, writes }: Pick<AppDatabase, "db" | "writes">,
  rule: RateRule,
  subject: string,
  factor = 1,
  now = new Date(),
): Promise<RateVerdict> {
  const count = rateCount(db, rule, subject, factor, now);
  const [result] = await writes.commit([count.query]);
  return count.verdict(result);
}

const countHit = queryTemplate(["key", "start", "expired"], (db: Kysely<Database>, hit) =>
  db
    .insertInto("rate_limits")
    .values({ key: hit.key, window_start: hit.start, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start <= ${hit.expired} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<string>`case when rate_limits.window_start <= ${hit.expired} then ${hit.start} else rate_limits.window_start end`,
      }),
    )
    .returning(["hits", "window_start"]),
);

function countQuery(db: Kysely<Database>, rule: RateRule, subject: string, now: Date) {
  return countHit(db, {
    key: `${rule.name}:${subject}`,
    start: now.toISOString(),
    expired: new Date(now.getTime() - rule.windowSeconds * 1000).toISOString(),
  });
}

/** Drops counters whose window ended long ago, so the table stays one row per recent address. */
export async function pruneRateLimits(db: Kysely<Database>, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom("rate_limits").where("window_start", "<", dayAgo).executeTakeFirst();
  return Number(result.numDeletedRows);
}
