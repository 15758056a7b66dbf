import { type Kysely, sql } from "kysely";
import type { Database } from "./db/schema.server";

/** True when the database answers a trivial query. */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
