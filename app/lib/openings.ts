import { withoutMarks } from "./plain-letters";

export const openingTypes = [
  { value: "full-time", label: "Full-time", employmentType: "FULL_TIME" },
  { value: "internship", label: "Internship", employmentType: "INTERN" },
  { value: "training", label: "Training", employmentType: "OTHER" },
] as const;

export type OpeningType = (typeof openingTypes)[number]["value"];

export const OPENING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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

/** Open through its closing day; `today` is the company's India day. */
export const isOpen = (opening: Pick<OpeningFacts, "closesOn">, today: string) => opening.closesOn >= today;

export const openOpenings = <O extends OpeningFacts>(openings: readonly O[], today: string): O[] =>
  openings
    .map((opening, index) => ({ opening, index }))
    .filter(({ opening }) => isOpen(opening, today))
    .sort((a, b) => b.opening.postedOn.localeCompare(a.opening.postedOn) || a.index - b.index)
    .map(({ opening }) => opening);

export const openingTypeLabel = (type: OpeningType) =>
  openingTypes.find((candidate) => candidate.value === type)?.label ?? type;
