import type { OpeningFacts } from "~/lib/openings";

export const defaultOpenings = {
  openings: [] as OpeningFacts[],
};
