import type { Kysely } from "kysely";

/**
 * Which version of the code made each kind of derived data (a lead's summary and search text):
 * the app rebuilds the data at start when its stamp differs, so changing a label needs no migration.
 */
export const derivedStampsMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("derived_stamps")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("stamp", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("derived_stamps").execute();
  },
};
