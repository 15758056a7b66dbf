import type { Kysely } from "kysely";
import type { LeadStage } from "~/lib/lead-kinds";
import { isOpen, type OpeningFacts } from "~/lib/openings";
import type { Database } from "../db/schema.server";

/** Every opening of the content, newest first, with its applicants counted per stage. */
export async function openingFigures(db: Kysely<Database>, openings: readonly OpeningFacts[], today: string) {
  const counted = await db
    .selectFrom("applications")
    .innerJoin("leads", "leads.id", "applications.id")
    .select([
      "applications.opening_slug as slug",
      "leads.stage",
      (eb) => eb.fn.countAll<number | string>().as("count"),
    ])
    .groupBy(["applications.opening_slug", "leads.stage"])
    .execute();
  return [...openings]
    .sort((a, b) => b.postedOn.localeCompare(a.postedOn))
    .map((opening) => {
      // As each lead's stage column holds it; a stage nobody is at is absent.
      const stages: Partial<Record<LeadStage, number>> = {};
      for (const row of counted) if (row.slug === opening.slug) stages[row.stage] = Number(row.count);
      return {
        slug: opening.slug,
        title: opening.title,
        postedOn: opening.postedOn,
        closesOn: opening.closesOn,
        positions: opening.positions,
        filled: opening.filled,
        open: isOpen(opening, today),
        applicants: Object.values(stages).reduce((sum, count) => sum + (count ?? 0), 0),
        stages,
      };
    });
}
