import type { Kysely } from "kysely";

/** Notifications of leads carry the visitor's address as Reply-To, so staff can answer directly. */
export const mailReplyToMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("mail_outbox").addColumn("reply_to", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("mail_outbox").dropColumn("reply_to").execute();
  },
};
