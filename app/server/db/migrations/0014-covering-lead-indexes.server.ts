import type { Kysely } from "kysely";

/** Migration 0011's inbox indexes: the columns of each, as they were and as they become. */
const WIDENED: [name: string, before: string[], after: string[]][] = [
  [
    "leads_created_at",
    ["created_at", "id"],
    ["created_at", "id", "kind", "stage", "assignee_id", "first_contact_at"],
  ],
  [
    "leads_kind",
    ["kind", "stage", "created_at", "id"],
    ["kind", "stage", "created_at", "id", "assignee_id", "first_contact_at"],
  ],
  [
    "leads_stage",
    ["stage", "created_at", "id"],
    ["stage", "created_at", "id", "kind", "assignee_id", "first_contact_at"],
  ],
  [
    "leads_assignee",
    ["assignee_id", "created_at", "id", "first_contact_at"],
    ["assignee_id", "created_at", "id", "first_contact_at", "kind", "stage"],
  ],
];
/** The first contact's own index, for the filters that start with it. */
const CONTACT = [
  "leads_contact",
  ["first_contact_at", "created_at", "id", "kind", "stage", "assignee_id"],
] as const;

/**
 * Each inbox index holds every filter column after its own, and the first contact gets one too: a
 * filter on two columns (an admin's new leads, the new leads waiting for first contact that the
 * digest links to, a kind's waiting leads) is counted and paged from one index alone, without
 * reading each lead's row (decision 040).
 */
export const coveringLeadIndexesMigration = {
  async up(db: Kysely<unknown>) {
    await recreate(db, (entry) => entry[2]);
    await db.schema
      .createIndex(CONTACT[0])
      .on("leads")
      .columns([...CONTACT[1]])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex(CONTACT[0]).execute();
    await recreate(db, (entry) => entry[1]);
  },
};

async function recreate(db: Kysely<unknown>, columnsOf: (entry: (typeof WIDENED)[number]) => string[]) {
  for (const entry of WIDENED) {
    await db.schema.dropIndex(entry[0]).execute();
    await db.schema.createIndex(entry[0]).on("leads").columns(columnsOf(entry)).execute();
  }
}
