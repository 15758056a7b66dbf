import type { Kysely } from "kysely";

/**
 * The profile lists a user's sessions: each keeps the short name of the device it was
 * started on and the address it was last used from. Sessions older than this migration have
 * neither (null). One column a statement: SQLite adds one at a time.
 */
export const sessionDevicesMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("sessions").addColumn("device", "text").execute();
    await db.schema.alterTable("sessions").addColumn("ip", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("sessions").dropColumn("ip").execute();
    await db.schema.alterTable("sessions").dropColumn("device").execute();
  },
};
