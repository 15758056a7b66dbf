import { withoutMarks } from "./plain-letters";

/**
 * Job openings: their types as the site shows them and as schema.org's JobPosting names
 * them, and the address each opening's page has.
 */
export const openingTypes = [
  { value: "full-time", label: "Full-time", employmentType: "FULL_TIME" },
  { value: "internship", label: "Internship", employmentType: "INTERN" },
  { value: "training", label: "Training", employmentType: "OTHER" },
] as const;

export type OpeningType = (typeof openingTypes)[number]["value"];

/** What an opening's address looks like after /jobs/. */
export const OPENING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An opening's address from its title: "Junior React Developer" → "junior-react-developer", unique among `taken`. */
export function openingSlugFor(title: string, taken: ReadonlySet<string>): string {
  const base =
    withoutMarks(title)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "opening";
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}

export const openingPath = (slug: string) => `/jobs/${slug}`;

/** What the site reads of an opening (the fields of the openings area, app/content/area-fields.ts). */
export interface OpeningFacts {
  slug: string;
  title: string;
  type: OpeningType;
  remote: boolean;
  location: string;
  description: string;
  skills: string[];
  postedOn: string;
  closesOn: string;
}

/** Open through its closing day, an India day (app/lib/india-days.ts): `today` is the company's. */
export const isOpen = (opening: Pick<OpeningFacts, "closesOn">, today: string) => opening.closesOn >= today;

/** The openings still open on `today`, newest first (by the day posted, then as the editor lists them). */
export const openOpenings = <O extends OpeningFacts>(openings: readonly O[], today: string): O[] =>
  openings
    .map((opening, index) => ({ opening, index }))
    .filter(({ opening }) => isOpen(opening, today))
    .sort((a, b) => b.opening.postedOn.localeCompare(a.opening.postedOn) || a.index - b.index)
    .map(({ opening }) => opening);

export const openingTypeLabel = (type: OpeningType) =>
  openingTypes.find((candidate) => candidate.value === type)?.label ?? type;
