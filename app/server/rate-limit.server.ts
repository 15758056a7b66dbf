import { isIPv6 } from "node:net";
import { type Kysely, sql } from "kysely";
import type { Database } from "./db/schema.server";

export interface RateRule {
  name: string;
  /** Multiplied by RATE_LIMIT_FACTOR. */
  limit: number;
  windowSeconds: number;
}

export const rateRules = {
  lead: { name: "lead", limit: 10, windowSeconds: 10 * 60 },
  upload: { name: "upload", limit: 20, windowSeconds: 60 * 60 },
  notFound: { name: "not-found", limit: 30, windowSeconds: 10 * 60 },
  login: { name: "login", limit: 10, windowSeconds: 10 * 60 },
  /** Each try is a guess at a link, and a hit costs a hash. */
  passwordReset: { name: "password-reset", limit: 10, windowSeconds: 10 * 60 },
  /** Failed logins of one account, from any address (auth/login-throttle.server.ts). */
  loginAccount: { name: "login-account", limit: 5, windowSeconds: 60 * 60 },
  register: { name: "register", limit: 5, windowSeconds: 60 * 60 },
  /** Each confirmation of a data request writes a lead. */
  dataRequestConfirm: { name: "data-request-confirm", limit: 10, windowSeconds: 10 * 60 },
  accountMail: { name: "account-mail", limit: 5, windowSeconds: 60 * 60 },
  /**
   * Per address, since many clients could fill one mailbox. An hour like the link, so a cap reached
   * never leaves the owner without a working link. Not loosened by RATE_LIMIT_FACTOR.
   */
  mailToAddress: { name: "mail-to-address", limit: 5, windowSeconds: 60 * 60 },
  /** Counted in each worker's memory, not in the database (analytics/beacon-limit.server.ts). */
  beacon: { name: "beacon", limit: 5, windowSeconds: 1 },
  beaconDaily: { name: "beacon-daily", limit: 3000, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateRule>;

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Given a transaction, the count commits with what the request writes (a lead). */
export async function takeRateLimit(
  db: Kysely<Database>,
  rule: RateRule,
  subject: string,
  factor = 1,
  now = new Date(),
): Promise<RateVerdict> {
  const start = now.toISOString();
  const expired = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const ended = sql<boolean>`rate_limits.window_start <= ${expired}`;
  const { hits, window_start } = await db
    .insertInto("rate_limits")
    .values({ key: `${rule.name}:${rateLimitAddress(subject)}`, window_start: start, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<string>`case when ${ended} then ${start} else rate_limits.window_start end`,
      }),
    )
    .returning(["hits", "window_start"])
    .executeTakeFirstOrThrow();
  if (hits <= rule.limit * factor) return { allowed: true };
  const resetsAt = new Date(window_start).getTime() + rule.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)) };
}

/** IPv6 clients count by their /64, any address of which they may pick; IPv4-mapped ones as IPv4. */
export function rateLimitAddress(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0] ?? "";
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  if (tail === undefined) return parse(head);
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

export async function pruneRateLimits(db: Kysely<Database>, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom("rate_limits").where("window_start", "<", dayAgo).executeTakeFirst();
  return Number(result.numDeletedRows);
}
