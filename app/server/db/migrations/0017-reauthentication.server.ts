import type { Kysely } from "kysely";
import type { Dialect } from "./dialect.server";

/**
 * Re-authentication for sensitive actions (docs/decisions/037): a session remembers when its owner
 * last gave the password and the second factor, and an account's wrong codes are counted in a row
 * until a right one, so that guessing them ends in a lock instead of a window that rolls on.
 */
export function reauthenticationMigration(dialect: Dialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("sessions").addColumn("confirmed_at", timestamp).execute();
      await db.schema
        .createTable("second_factor_failures")
        .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("failures", "integer", (c) => c.notNull())
        .addColumn("last_try_at", timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("second_factor_failures").execute();
      await db.schema.alterTable("sessions").dropColumn("confirmed_at").execute();
    },
  };
}
