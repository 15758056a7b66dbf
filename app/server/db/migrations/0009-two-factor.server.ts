import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "./dialect.server";

/**
 * Two-factor sign-in (docs/decisions/029): an authenticator app's secret per account (sealed with a
 * key derived from SESSION_SECRET), its recovery codes (hashed), its passkeys, the WebAuthn
 * challenges in flight (hashed), and the mark of a session that waits for its second factor.
 */
export function twoFactorMigration(dialect: Dialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("totp_factors")
        .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("confirmed_at", timestamp)
        .addColumn("last_used_step", "bigint")
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("recovery_codes")
        .addColumn("code_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("used_at", timestamp)
        .execute();
      await db.schema.createIndex("recovery_codes_user_id").on("recovery_codes").column("user_id").execute();

      await db.schema
        .createTable("passkeys")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", "bigint", (c) => c.notNull().defaultTo(0))
        .addColumn("transports", "text")
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("last_used_at", timestamp)
        .execute();
      await db.schema.createIndex("passkeys_user_id").on("passkeys").column("user_id").execute();

      await db.schema
        .createTable("passkey_challenges")
        .addColumn("challenge_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
        .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('register', 'sign-in')`))
        .addColumn("expires_at", timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .alterTable("sessions")
        .addColumn("second_factor_pending", "integer", (c) =>
          c.notNull().defaultTo(0).check(sql`second_factor_pending in (0, 1)`),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("sessions").dropColumn("second_factor_pending").execute();
      for (const table of ["passkey_challenges", "passkeys", "recovery_codes", "totp_factors"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
