import type { Kysely, Selectable } from "kysely";
import type { Database, UsersTable } from "../db/schema.server";

/** Never the password hash. */
export const listedUserColumns = [
  "id",
  "name",
  "email",
  "mobile",
  "image",
  "is_verified",
  "created_at",
] as const;

export type ListedUser = Pick<Selectable<UsersTable>, (typeof listedUserColumns)[number]>;

// Keyset pagination, not OFFSET: a batch costs the same wherever it is, and a user added or
// deleted meanwhile neither repeats nor skips a row.
export async function* usersNewestFirst(
  db: Kysely<Database>,
  batchSize: number,
): AsyncGenerator<ListedUser[]> {
  let after: ListedUser | undefined;
  for (;;) {
    let query = db
      .selectFrom("users")
      .select(listedUserColumns)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(batchSize);
    if (after) {
      const { created_at, id } = after;
      query = query.where(({ eb, refTuple, tuple }) =>
        eb(refTuple("created_at", "id"), "<", tuple(created_at, id)),
      );
    }
    const batch = await query.execute();
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    after = batch.at(-1);
  }
}
