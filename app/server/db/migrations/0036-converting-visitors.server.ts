import type { Kysely } from "kysely";

/**
 * `leads.visitor`: the day's visitor key of the request that sent the lead, as its page views have
 * it ('' for older leads); `traffic_daily.converted`: how many of a value's visitors sent a lead.
 */
export const convertingVisitorsMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("leads")
      .addColumn("visitor", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("traffic_daily")
      .addColumn("converted", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("traffic_daily").dropColumn("converted").execute();
    await db.schema.alterTable("leads").dropColumn("visitor").execute();
  },
};
