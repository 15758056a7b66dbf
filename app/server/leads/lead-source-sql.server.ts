import { type RawBuilder, sql } from "kysely";

/**
 * The source a lead or a page view is counted under, in SQL: the same rule as `sourceName`
 * (app/lib/visit-source.ts), the UTM source when the visit's first page had one, else the
 * referring host, else '' (a direct visit). Both tables keep the two columns under these names.
 */
export const sourceExpression = (table: "leads" | "page_views"): RawBuilder<string> =>
  sql<string>`case when ${sql.ref(`${table}.utm_source`)} <> '' then ${sql.ref(`${table}.utm_source`)} else ${sql.ref(`${table}.referrer_host`)} end`;

/** A lead's source (the inbox's filter, the digest, the Traffic page's conversion rates). */
export const leadSourceExpression = sourceExpression("leads");
