import type { Kysely } from "kysely";

/**
 * Cookie-less visitor counts (decision 052). `analytics_salts`: the salt of each India day
 * that the visitor hashes are made with, shared by every worker and instance and deleted once its
 * day is over. `page_views`: the raw views, written in batches, kept for ANALYTICS_RAW_DAYS;
 * neither an address nor a User-Agent is kept, only the day's hash of them. `traffic_daily`: the
 * views and visitors of each India day per dimension (the whole site, a page, a source, a
 * campaign, a device class, a landing page) and value, which stay when the raw views go.
 */
export const pageViewsMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("analytics_salts")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("salt", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("page_views")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("visitor", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("landing_page", "text", (c) => c.notNull())
      .addColumn("referrer_host", "text", (c) => c.notNull())
      .addColumn("utm_source", "text", (c) => c.notNull())
      .addColumn("utm_medium", "text", (c) => c.notNull())
      .addColumn("utm_campaign", "text", (c) => c.notNull())
      .addColumn("device", "text", (c) => c.notNull())
      .execute();
    // The roll-up reads and deletes raw views by whole days.
    await db.schema.createIndex("page_views_day").on("page_views").column("day").execute();
    await db.schema
      .createTable("traffic_daily")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("dimension", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("traffic_daily_pk", ["dimension", "day", "value"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("traffic_daily").execute();
    await db.schema.dropTable("page_views").execute();
    await db.schema.dropTable("analytics_salts").execute();
  },
};
