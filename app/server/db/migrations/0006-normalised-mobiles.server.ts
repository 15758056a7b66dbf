import type { Kysely } from "kysely";

const TABLES = ["users", "enquiries", "course_enrolments"] as const;
const BATCH = 500;

/**
 * Frozen with this migration (decision 041): `normaliseMobile` of app/lib/phone.ts as it was when
 * the migration was written. The app's rule may change; what this migration did to stored numbers
 * may not.
 */
function normaliseMobile(text: string): string | null {
  const compact = text.trim().replace(/[\s().-]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.startsWith("+")
    ? compact.startsWith("+91")
      ? compact.slice(3)
      : ""
    : compact.startsWith("0091")
      ? compact.slice(4)
      : compact.length === 12 && compact.startsWith("91")
        ? compact.slice(2)
        : compact.length === 11 && compact.startsWith("0")
          ? compact.slice(1)
          : compact;
  return /^\d{10}$/.test(digits) ? digits : null;
}

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
