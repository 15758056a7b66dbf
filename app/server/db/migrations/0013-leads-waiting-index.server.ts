import { type Kysely, sql } from "kysely";

/**
 * The leads waiting for their first contact, by assignee and arrival: the working list of whoever
 * sells ("mine, still waiting", or nobody's). Migration 0011's (assignee_id, created_at, id,
 * first_contact_at) index serves it too, but reads every lead of the assignee in the period to
 * skip the contacted ones; this partial index holds only the waiting ones, so its counts read
 * none of the others.
 */
export const leadsWaitingIndexMigration = {
  async up(db: Kysely<unknown>) {
    await sql`create index leads_waiting on leads (assignee_id, created_at, id) where first_contact_at is null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index leads_waiting`.execute(db);
  },
};
