import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "./dialect.server";

/**
 * The content the company edits in the admin (docs/decisions/031): each area's draft with its
 * revision (a save names the revision it started from, so two tabs cannot overwrite each other),
 * every published version, the site-wide content generation that every process watches, and the
 * files uploaded for the content.
 */
export function siteContentMigration(dialect: Dialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_areas")
        .addColumn("area", "text", (c) => c.primaryKey())
        .addColumn("draft", "text", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("draft_saved_at", timestamp, (c) => c.notNull())
        .addColumn("draft_saved_by", "text")
        .addColumn("live_version", "integer", (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable("content_versions")
        .addColumn("area", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("document", "text", (c) => c.notNull())
        .addColumn("published_at", timestamp, (c) => c.notNull())
        .addColumn("published_by", "text")
        .addColumn("restored_from", "integer")
        .addPrimaryKeyConstraint("content_versions_pkey", ["area", "version"])
        .execute();

      await db.schema
        .createTable("content_state")
        .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn("generation", "integer", (c) => c.notNull())
        .addColumn("changed_at", timestamp)
        .addColumn("setup_shown_at", timestamp)
        .execute();

      await db.schema
        .createTable("media_files")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('image', 'video', 'captions')`))
        .addColumn("stored_name", "text", (c) => c.notNull().unique())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("size", "bigint", (c) => c.notNull())
        .addColumn("sha256", "text", (c) => c.notNull())
        .addColumn("original_name", "text", (c) => c.notNull())
        .addColumn("uploaded_by", "text")
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["media_files", "content_state", "content_versions", "content_areas"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
