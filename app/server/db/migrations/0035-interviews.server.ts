import { type Kysely, sql } from "kysely";
import type { Dialect } from "./dialect.server";

/**
 * Interviews of job applications (docs/decisions/056): when, how long, how (in person at an
 * address, by phone, or by video at a link) and with which admin. Each keeps the SEQUENCE of its
 * calendar invitation, raised at every move, and goes with its application.
 */
export function interviewsMigration(dialect: Dialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("interviews")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("starts_at", timestamp, (c) => c.notNull())
        .addColumn("minutes", "integer", (c) => c.notNull())
        .addColumn("mode", "text", (c) => c.notNull().check(sql`mode in ('in_person', 'phone', 'video')`))
        .addColumn("place", "text", (c) => c.notNull())
        .addColumn("interviewer_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("interviewer_email", "text", (c) => c.notNull())
        .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("cancelled_at", timestamp)
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("updated_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("interviews_lead")
        .on("interviews")
        .columns(["lead_id", "starts_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("interviews").execute();
    },
  };
}
