import type { Kysely } from "kysely";
import { normaliseMobile } from "~/lib/phone";

const TABLES = ["users", "enquiries", "course_enrolments"] as const;
const BATCH = 500;

/**
 * Mobile numbers were stored as typed (7 to 15 digits with spaces, dashes or a +country code) by
 * registration and the lead forms, and as ten digits by the profile and admin forms; now every form
 * keeps ten digits (decision 023). Each stored number that reads as ten digits is rewritten so;
 * one that does not (another country's number on an old lead) stays as it was, so nothing is lost.
 * Only the way it is written changes: there is nothing to undo.
 */
export const normalisedMobilesMigration = {
  async up(db: Kysely<unknown>) {
    const tables = db as unknown as Kysely<Record<(typeof TABLES)[number], { id: string; mobile: string }>>;
    for (const table of TABLES) {
      let after = "";
      for (;;) {
        const rows = await tables
          .selectFrom(table)
          .select(["id", "mobile"])
          .where("id", ">", after)
          .orderBy("id")
          .limit(BATCH)
          .execute();
        for (const { id, mobile } of rows) {
          const normalised = normaliseMobile(mobile);
          if (normalised && normalised !== mobile)
            await tables.updateTable(table).set({ mobile: normalised }).where("id", "=", id).execute();
        }
        const last = rows.at(-1);
        if (!last || rows.length < BATCH) break;
        after = last.id;
      }
    }
  },
  async down() {},
};
