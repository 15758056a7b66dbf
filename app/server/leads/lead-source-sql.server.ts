import { type RawBuilder, sql } from "kysely";

/** Must match `sourceName` (app/lib/visit-source.ts). */
export const sourceExpression = (table: "leads" | "page_views"): RawBuilder<string> =>
  sql<string>`case when ${sql.ref(`${table}.utm_source`)} <> '' then ${sql.ref(`${table}.utm_source`)} else ${sql.ref(`${table}.referrer_host`)} end`;

export const leadSourceExpression = sourceExpression("leads");
