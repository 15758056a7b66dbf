import type { OpeningFacts } from "~/lib/openings";

/**
 * The job openings on /jobs: the defaults of /admin/content/openings. None until the company
 * publishes its first; /jobs keeps its general CV upload meanwhile.
 */
export const defaultOpenings = {
  openings: [] as OpeningFacts[],
};
