import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { addDays, indiaDayOf, indiaDayStart, weekStartOf } from "~/lib/india-days";
import { type LeadKind, type LeadStage, leadKinds, pipelineOf } from "~/lib/lead-kinds";
import type { Database } from "~/server/db/schema.server";

const HOUR = 60 * 60 * 1000;
/** Where a seeded lead stands in its kind's pipeline: its first, second or third stage, won or lost. */
const PLACES = [0, 0, 0, 1, 1, 2, 2, "won", "won", "lost"] as const;

const stageAt = (kind: LeadKind, place: (typeof PLACES)[number]): LeadStage => {
  const pipeline = pipelineOf(kind);
  return typeof place === "number" ? (pipeline.stages[place] as LeadStage) : pipeline[place];
};

export interface SeededLead {
  id: string;
  kind: LeadKind;
  stage: LeadStage;
  /** The chart week it arrived in, 0 the oldest of the 12, 11 the current one. */
  week: number;
  createdAt: string;
  /** Hours from arrival to first contact; null when it had none. */
  contactHours: number | null;
}

/**
 * `count` leads spread over the 12 weeks of the admin home's chart at `now`, unevenly, with known
 * kinds, stages and times to first contact: every one of them in the past, the current week's
 * too. What the charts must show is computed from this list by the tests themselves.
 */
export function inboxSeed(now: Date, count = 300): SeededLead[] {
  const thisWeek = weekStartOf(indiaDayOf(now));
  const sinceMonday = now.getTime() - Date.parse(indiaDayStart(thisWeek));
  return Array.from({ length: count }, (_, index) => {
    // More leads in recent weeks (a growing business): week k gets about (2k + 1) / 144 of them.
    const week = Math.floor(12 * Math.sqrt(((index * 7919) % count) / count));
    const kind = leadKinds[(index * 3 + week) % leadKinds.length] as LeadKind;
    const place = PLACES[index % PLACES.length] as (typeof PLACES)[number];
    const stage = stageAt(kind, place);
    const weekStart = Date.parse(indiaDayStart(addDays(thisWeek, (week - 11) * 7)));
    // Within its week (the current one: before now), at a spread of hours.
    const span = week === 11 ? sinceMonday : 7 * 24 * HOUR;
    const created = weekStart + Math.floor((((index * 7919) % 1000) / 1000) * span);
    const contacted = place === 0 || (place === "lost" && index % 20 === 9) ? null : 1 + ((index * 13) % 71);
    return {
      id: randomUUID(),
      kind,
      stage,
      week,
      createdAt: new Date(created).toISOString(),
      contactHours: contacted,
    };
  });
}

/** The seed's leads written straight into `leads` (the charts read nothing else). */
export async function insertSeed(db: Kysely<Database>, leads: SeededLead[], label: string) {
  for (let first = 0; first < leads.length; first += 100) {
    await db
      .insertInto("leads")
      .values(
        leads.slice(first, first + 100).map((lead, index) => ({
          id: lead.id,
          kind: lead.kind,
          stage: lead.stage,
          lost_reason: lead.stage === pipelineOf(lead.kind).lost ? "Seeded" : null,
          name: `${label} ${first + index}`,
          email: "",
          mobile: "",
          summary: "Seeded",
          search_text: `${label} ${first + index}`,
          first_contact_at:
            lead.contactHours === null
              ? null
              : new Date(Date.parse(lead.createdAt) + lead.contactHours * HOUR).toISOString(),
          created_at: lead.createdAt,
          updated_at: lead.createdAt,
        })),
      )
      .execute();
  }
}
