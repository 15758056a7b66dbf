import type { Kysely } from "kysely";
import type { AreaDocument, AreaKey } from "~/content/site-content";
import { seatProblems } from "../courses/batches.server";
import type { Database } from "../db/schema.server";

type Check<K extends AreaKey> = (
  db: Kysely<Database>,
  document: AreaDocument<K>,
) => Promise<Record<string, string>>;

/** The rules of an area that need the stored leads, beside the pure ones of app/content. */
const checks: { [K in AreaKey]?: Check<K> } = {
  courses: seatProblems,
};

export async function storedProblems<K extends AreaKey>(
  db: Kysely<Database>,
  key: K,
  document: AreaDocument<K>,
): Promise<Record<string, string> | null> {
  const check = checks[key] as Check<K> | undefined;
  const problems = check ? await check(db, document) : {};
  return Object.keys(problems).length > 0 ? problems : null;
}
