import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { indiaDayOf } from "~/lib/india-days";
import type { AppContext } from "../app-context.server";
import type { Database } from "../db/schema.server";

/** Made by whichever process first needs it (the first insert wins), so every process counts alike. */
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

/** Without the salt, gone once the day is, it names nobody; 128 bits keep a day's visitors apart. */
export const visitorHash = (salt: string, ip: string, userAgent: string) =>
  createHash("sha256").update(`${salt}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);

export async function deleteOldSalts(db: Kysely<Database>, today: string): Promise<number> {
  const result = await db.deleteFrom("analytics_salts").where("day", "<", today).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Per connection: a test's own database has its own salts.
const todaysSalts = new WeakMap<Kysely<Database>, { day: string; salt: string }>();

// The visitor key a request's page views get, so a lead can be matched to its visit: the salt is
// read once a day per process, and a lead costs no more writes.
export async function visitorOfRequest(
  { db, clientIp }: Pick<AppContext, "db" | "clientIp">,
  request: Request,
  now = new Date(),
): Promise<string> {
  const userAgent = request.headers.get("user-agent") ?? "";
  if (!userAgent) return "";
  const day = indiaDayOf(now);
  let known = todaysSalts.get(db);
  if (known?.day !== day) {
    known = { day, salt: await saltOfDay(db, day) };
    todaysSalts.set(db, known);
  }
  return visitorHash(known.salt, clientIp, userAgent);
}
