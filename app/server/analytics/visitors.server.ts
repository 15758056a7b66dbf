import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";

/**
 * The salt of an India day's visitor hashes (decision 052): made by whichever worker of whichever
 * instance first needs it (the first insert wins, the others read it back), so every process
 * counts a visitor alike; the roll-up deletes it once its day is over.
 */
export async function saltOfDay(db: Kysely<Database>, day: string): Promise<string> {
  await db
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  const { salt } = await db
    .selectFrom("analytics_salts")
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  return salt;
}

/**
 * A visitor as a day counts them: a hash of the day's salt, the client's address and its
 * User-Agent. Without the salt, which is gone once the day is, it names nobody; 128 bits keep
 * two visitors of a day apart.
 */
export const visitorHash = (salt: string, ip: string, userAgent: string) =>
  createHash("sha256").update(`${salt}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);

/** Deletes the salts of the days before `today`: nothing can be hashed with them again. */
export async function deleteOldSalts(db: Kysely<Database>, today: string): Promise<number> {
  const result = await db.deleteFrom("analytics_salts").where("day", "<", today).executeTakeFirst();
  return Number(result.numDeletedRows);
}
