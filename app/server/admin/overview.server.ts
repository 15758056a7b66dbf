import { sql } from "kysely";
import type { AppContext } from "../app-context.server";
import { countInbox } from "./inbox/counts.server";

/** What the admin home shows: the users, how many are unverified, and what waits in the inbox. */
export async function adminOverview(context: Pick<AppContext, "db" | "dialect">) {
  const [users, inbox] = await Promise.all([
    context.db
      .selectFrom("users")
      .select([
        sql<number | string>`count(*)`.as("total"),
        sql<number | string>`count(*) filter (where is_verified = 0)`.as("unverified"),
      ])
      .executeTakeFirstOrThrow(),
    countInbox(context),
  ]);
  return { users: { total: Number(users.total), unverified: Number(users.unverified) }, inbox };
}
