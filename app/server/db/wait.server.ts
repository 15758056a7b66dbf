import { setTimeout as sleep } from "node:timers/promises";
import { type Kysely, sql } from "kysely";
import { isDatabaseUnavailable } from "./errors.server";
import type { Database } from "./schema.server";

/** The two calls made of the logger, so db imports nothing above it (pino's Logger fits). */
type WaitLog = Record<"info" | "warn", (details: object, message: string) => void>;

const FIRST_DELAY_MS = 250;
/** Bounds the wait between attempts, so the site starts within seconds of the database. */
const MAX_DELAY_MS = 5_000;

/** No user, no password: what a log may say. */
export function databaseAddress(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname || "localhost"}:${port || "5432"}`;
}

/** An error that is not an outage (a wrong password) is thrown at once; false when `signal` ends the wait. */
export async function waitForDatabase(
  db: Kysely<Database>,
  address: string,
  log: WaitLog,
  signal: AbortSignal,
): Promise<boolean> {
  for (let attempt = 1, delay = FIRST_DELAY_MS; ; attempt += 1, delay = Math.min(2 * delay, MAX_DELAY_MS)) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 1)
        log.info({ database: address, attempts: attempt }, `the database at ${address} answers`);
      return true;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(
        { database: address, attempt, retryInMs: delay, reason },
        `waiting for the database at ${address} (${reason}); trying again in ${delay} ms`,
      );
      const waited = await sleep(delay, true, { signal }).catch(() => false);
      if (!waited) return false;
    }
  }
}
