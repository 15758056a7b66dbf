import type { Kysely } from "kysely";
import { indiaDayOf } from "~/lib/india-days";
import type { Database } from "../db/schema.server";

/** Open requests whose due day has passed, for the admin home's flag. */
export async function overdueDataRequests(db: Kysely<Database>, now = new Date()) {
  const row = await db
    .selectFrom("data_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("done_at", "is", null)
    .where("due_on", "<", indiaDayOf(now))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
