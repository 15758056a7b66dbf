import type { CreateTableBuilder, Kysely } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "./dialect.server";

type Table = CreateTableBuilder<string, never>;

/** Every table of docs/architecture.md section 7 (and the rate-limit counters of section 8). */
export function initialMigration(dialect: Dialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";

  const lead = (table: Table) =>
    table
      .addColumn("status", "text", (c) =>
        c.notNull().defaultTo("new").check(sql`status in ('new', 'handled')`),
      )
      .addColumn("created_at", timestamp, (c) => c.notNull())
      .addColumn("updated_at", timestamp, (c) => c.notNull());

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("mobile", "text", (c) => c.notNull())
        .addColumn("password_hash", "text")
        .addColumn("image", "text")
        .addColumn("role", "text", (c) => c.notNull().defaultTo("user").check(sql`role in ('user', 'admin')`))
        .addColumn("is_verified", "integer", (c) =>
          c.notNull().defaultTo(0).check(sql`is_verified in (0, 1)`),
        )
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("updated_at", timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("sessions")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("last_seen_at", timestamp, (c) => c.notNull())
        .addColumn("expires_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

      await db.schema
        .createTable("one_time_tokens")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("expires_at", timestamp, (c) => c.notNull())
        .addColumn("used_at", timestamp)
        .execute();
      await db.schema
        .createIndex("one_time_tokens_user_id")
        .on("one_time_tokens")
        .column("user_id")
        .execute();

      await db.schema
        .createTable("feedback")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .$call(lead)
        .execute();

      await db.schema
        .createTable("enquiries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('need', 'online')`))
        .addColumn("selection", "text", (c) => c.notNull())
        .addColumn("other_comment", "text")
        .addColumn("course_selection", "text")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("mobile", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("general_comment", "text")
        .$call(lead)
        .execute();

      await db.schema
        .createTable("course_enrolments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("mobile", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("description", "text")
        .addColumn("skills", "text", (c) => c.notNull())
        .addColumn("total_fees", "integer", (c) => c.notNull())
        .$call(lead)
        .execute();

      await db.schema
        .createTable("uploads")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("enquiry_id", "text", (c) => c.references("enquiries.id").onDelete("set null"))
        .addColumn("original_name", "text", (c) => c.notNull())
        .addColumn("stored_name", "text", (c) => c.notNull().unique())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("sha256", "text", (c) => c.notNull())
        .$call(lead)
        .execute();

      await db.schema
        .createTable("mail_outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("to_address", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text_body", "text", (c) => c.notNull())
        .addColumn("html_body", "text")
        .addColumn("status", "text", (c) =>
          c.notNull().defaultTo("waiting").check(sql`status in ('waiting', 'sending', 'sent', 'failed')`),
        )
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", timestamp, (c) => c.notNull())
        .addColumn("last_error", "text")
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("sent_at", timestamp)
        .execute();
      await db.schema
        .createIndex("mail_outbox_due")
        .on("mail_outbox")
        .columns(["status", "next_attempt_at"])
        .execute();

      await db.schema
        .createTable("not_found_reports")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("referrer", "text")
        .$call(lead)
        .execute();

      await db.schema
        .createTable("audit_log")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("actor_email", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("target_type", "text", (c) => c.notNull())
        .addColumn("target_id", "text")
        .addColumn("details", "text")
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("window_start", timestamp, (c) => c.notNull())
        .addColumn("hits", "integer", (c) => c.notNull())
        .execute();

      for (const table of LEAD_TABLES) {
        await db.schema.createIndex(`${table}_created_at`).on(table).column("created_at").execute();
      }
      await db.schema.createIndex("audit_log_created_at").on("audit_log").column("created_at").execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        "rate_limits",
        "audit_log",
        "not_found_reports",
        "mail_outbox",
        "uploads",
        "course_enrolments",
        "enquiries",
        "feedback",
        "one_time_tokens",
        "sessions",
        "users",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

const LEAD_TABLES = ["feedback", "enquiries", "course_enrolments", "uploads", "not_found_reports"] as const;
