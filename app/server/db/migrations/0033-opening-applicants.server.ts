import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * An index of the applications by opening, for each opening's list of applicants, and the kind of
 * work an open application (a CV sent with the general upload on /jobs) is for; null when not said.
 */
export const openingApplicantsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("applications_by_opening")
      .on("applications")
      .columns(["opening_slug", "id"])
      .execute();
    await db.schema.alterTable("uploads").addColumn("work", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("uploads").dropColumn("work").execute();
    await db.schema.dropIndex("applications_by_opening").execute();
  },
};
