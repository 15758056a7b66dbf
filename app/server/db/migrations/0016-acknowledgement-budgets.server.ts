import { type Kysely, sql } from "kysely";

/**
 * The acknowledgement's daily budgets (docs/decisions/036): `acknowledgement_budgets` counts what
 * each budget has used on an India day, one row per key (`mailbox:<normalised address>`,
 * `domain:<domain>`, `site`), in place of 0011's numbered slots per address.
 *
 * The acknowledgement carries no visitor text any more, so an admins' version of it that uses
 * {name} loses it: " {name}" with its space ("Hello {name}," reads "Hello,", as the default now
 * does), then any other "{name}". The rest of their text and its on/off stay. Going down does not
 * put the name back: where it stood is not kept.
 */
export const acknowledgementBudgetsMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("acknowledgement_budgets")
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("used", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("acknowledgement_budgets_pk", ["key", "day"])
      .execute();
    await db.schema.dropTable("acknowledgements").execute();
    const withoutName = (column: string) =>
      sql`replace(replace(${sql.ref(column)}, ' {name}', ''), '{name}', '')`;
    await sql`update mail_templates set subject = ${withoutName("subject")}, body = ${withoutName("body")}
      where key = 'acknowledgement'`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema
      .createTable("acknowledgements")
      .addColumn("address", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("slot", "integer", (c) => c.notNull())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("acknowledgements_pk", ["address", "day", "slot"])
      .execute();
    await db.schema.dropTable("acknowledgement_budgets").execute();
  },
};
