import type { Kysely } from "kysely";
import type { AreaDocument, AreaKey } from "~/content/site-content";
import { seatProblems } from "../courses/batches.server";
import type { Database } from "../db/schema.server";

/** The rules of an area that need the stored leads, beside the pure ones of app/content. */
export async function storedProblems<K extends AreaKey>(
  db: Kysely<Database>,
  key: K,
  document: AreaDocument<K>,
): Promise<Record<string, string> | null> {
  const problems = key === "courses" ? await seatProblems(db, document as AreaDocument<"courses">) : {};
  return Object.keys(problems).length > 0 ? problems : null;
}
