import type { Kysely } from "kysely";
import type { Dialect } from "./dialect.server";

/**
 * Payments recorded against a course enrolment, each with its numbered receipt (a PDF kept under
 * the uploads folder); one receipt counter per Indian financial year, moved on in the payment's own
 * transaction so numbers have no gaps; files attached to an outbox mail; and the moment an unpaid
 * enrolment gave its seats back, so its trainee is told once.
 */
export function paymentsAndReceiptsMigration(dialect: Dialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("course_payments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("enrolment_id", "text", (c) => c.notNull().references("course_enrolments.id"))
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("paid_on", "text", (c) => c.notNull())
        .addColumn("reference", "text", (c) => c.notNull())
        // The reference without case or spaces: one bank reference is one payment, however typed.
        .addColumn("reference_key", "text", (c) => c.notNull().unique())
        .addColumn("receipt_number", "text", (c) => c.notNull().unique())
        .addColumn("stored_name", "text", (c) => c.notNull().unique())
        .addColumn("recorded_by", "text", (c) => c.notNull())
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("course_payments_enrolment")
        .on("course_payments")
        .column("enrolment_id")
        .execute();
      await db.schema
        .createTable("receipt_counters")
        .addColumn("financial_year", "text", (c) => c.primaryKey())
        .addColumn("last", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("mail_attachments")
        .addColumn("mail_id", "text", (c) => c.notNull().references("mail_outbox.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("stored_name", "text", (c) => c.notNull())
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("mail_attachments_pk", ["mail_id", "position"])
        .execute();
      await db.schema
        .createIndex("mail_attachments_file")
        .on("mail_attachments")
        .column("stored_name")
        .execute();
      await db.schema.alterTable("course_enrolments").addColumn("seats_released_at", timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("course_enrolments").dropColumn("seats_released_at").execute();
      await db.schema.dropTable("mail_attachments").execute();
      await db.schema.dropTable("receipt_counters").execute();
      await db.schema.dropTable("course_payments").execute();
    },
  };
}
