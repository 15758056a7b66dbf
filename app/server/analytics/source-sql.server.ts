import { type RawBuilder, sql } from "kysely";
import { referrerSites } from "~/lib/referrer-sites";

// `groupedSource` (app/lib/referrer-sites.ts) in SQL. Literals, not parameters: PostgreSQL matches a
// GROUP BY to its SELECT only when both are the same text.
export function groupedSourceSql(value: RawBuilder<string>): RawBuilder<string> {
  const lowered = sql`lower(${value})`;
  const whens = referrerSites.map(
    (site) =>
      sql`when ${sql.join(
        site.patterns.map((pattern) => sql`${lowered} like ${sql.lit(pattern)}`),
        sql` or `,
      )} then ${sql.lit(site.name)}`,
  );
  return sql<string>`case ${sql.join(whens, sql` `)} else ${value} end`;
}

/** Must match `sourceName` (app/lib/referrer-sites.ts): the UTM source, else the referring host, grouped. */
export const sourceExpression = (table: "leads" | "page_views"): RawBuilder<string> =>
  groupedSourceSql(
    sql<string>`case when ${sql.ref(`${table}.utm_source`)} <> '' then ${sql.ref(`${table}.utm_source`)} else ${sql.ref(`${table}.referrer_host`)} end`,
  );

export const leadSourceExpression = sourceExpression("leads");
