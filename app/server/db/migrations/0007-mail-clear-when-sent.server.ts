import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Mails whose body carries a one-time link (verification, reset, set-password) are marked, so the
 * outbox worker can clear their body once the mail is sent (outbox-worker.server.ts says why).
 */
export const mailClearWhenSentMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("mail_outbox")
      .addColumn("clear_when_sent", "integer", (c) =>
        c.notNull().defaultTo(0).check(sql`clear_when_sent in (0, 1)`),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("mail_outbox").dropColumn("clear_when_sent").execute();
  },
};
