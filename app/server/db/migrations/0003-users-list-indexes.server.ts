import type { Kysely } from "kysely";

/**
 * The admin's user lists (dashboard, Users List, PDF) open newest first, or by name: with these the
 * database reads one page of the index instead of sorting every account on each request.
 */
export const usersListIndexesMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("users_created_at_id").on("users").columns(["created_at", "id"]).execute();
    await db.schema.createIndex("users_name_id").on("users").columns(["name", "id"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("users_name_id").execute();
    await db.schema.dropIndex("users_created_at_id").execute();
  },
};
