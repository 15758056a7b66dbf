import type { Kysely } from "kysely";

/** Where each lead's visit came from; '' where nothing told, as for every older lead. */
const columns = ["landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "device"];

export const leadSourcesMigration = {
  async up(db: Kysely<unknown>) {
    // One column a statement: SQLite adds no more at a time.
    for (const column of columns)
      await db.schema
        .alterTable("leads")
        .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
        .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of columns) await db.schema.alterTable("leads").dropColumn(column).execute();
  },
};
