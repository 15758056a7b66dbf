import type { Kysely } from "kysely";

/**
 * Bounded visitor counts (decision 052). `page_views.minute`: the minute of a view (minutes since
 * 1970), null for the views written before; its unique index keeps one view per visitor, page and
 * minute (nulls are distinct on both engines) and serves the reads by day that `page_views_day`
 * served. `traffic_final_days`: the past days whose counts were made a last time, never again.
 */
export const boundedTrafficMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("page_views").addColumn("minute", "integer").execute();
    await db.schema
      .createIndex("page_views_once_a_minute")
      .on("page_views")
      .columns(["day", "visitor", "path", "minute"])
      .unique()
      .execute();
    await db.schema.dropIndex("page_views_day").execute();
    await db.schema
      .createTable("traffic_final_days")
      .addColumn("day", "text", (c) => c.primaryKey())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("traffic_final_days").execute();
    await db.schema.createIndex("page_views_day").on("page_views").column("day").execute();
    await db.schema.dropIndex("page_views_once_a_minute").execute();
    await db.schema.alterTable("page_views").dropColumn("minute").execute();
  },
};
