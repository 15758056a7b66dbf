import { withoutMarks } from "./plain-letters";

export const openingTypes = [
  { value: "full-time", label: "Full-time", employmentType: "FULL_TIME" },
  { value: "internship", label: "Internship", employmentType: "INTERN" },
  { value: "training", label: "Training", employmentType: "OTHER" },
] as const;

export type OpeningType = (typeof openingTypes)[number]["value"];

export const experienceLevels = [
  { value: "fresher", label: "Fresher (up to 1 year)", months: 0 },
  { value: "junior", label: "1 to 3 years", months: 12 },
  { value: "mid", label: "3 to 6 years", months: 36 },
  { value: "senior", label: "6 years or more", months: 72 },
] as const;

export type ExperienceLevel = (typeof experienceLevels)[number]["value"];

export const salaryPeriods = [
  { value: "month", label: "Per month", unitText: "MONTH" },
  { value: "year", label: "Per year", unitText: "YEAR" },
] as const;

export type SalaryPeriod = (typeof salaryPeriods)[number]["value"];

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
  experience: ExperienceLevel;
  positions: number;
  /** Rupees; 0 when not stated. */
  salaryMin: number;
  salaryMax: number;
  salaryPer: SalaryPeriod;
  /** Marked filled by HR: closed whatever its closing day. */
  filled: boolean;
}

/** Open through its closing day unless filled; `today` is the company's India day. */
export const isOpen = (opening: Pick<OpeningFacts, "closesOn" | "filled">, today: string) =>
  !opening.filled && opening.closesOn >= today;

/** Newest first; the sort is stable, so openings posted on one day keep their order. */
export const openOpenings = <O extends OpeningFacts>(openings: readonly O[], today: string): O[] =>
  openings.filter((opening) => isOpen(opening, today)).sort((a, b) => b.postedOn.localeCompare(a.postedOn));

export const experienceLabel = (level: ExperienceLevel) =>
  experienceLevels.find((candidate) => candidate.value === level)?.label ?? level;

export interface SalaryWords {
  range: string;
  from: string;
  upTo: string;
  periods: Readonly<Record<SalaryPeriod, string>>;
}

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

/** The range in the page's words, one end alone when the other is not stated, or null. */
export function salaryText(
  opening: Pick<OpeningFacts, "salaryMin" | "salaryMax" | "salaryPer">,
  words: SalaryWords,
): string | null {
  const { salaryMin: min, salaryMax: max } = opening;
  const per = words.periods[opening.salaryPer];
  if (min > 0 && max > 0 && min !== max)
    return `${words.range.replace("{min}", rupees(min)).replace("{max}", rupees(max))} ${per}`;
  if (min > 0) return `${min === max ? rupees(min) : words.from.replace("{min}", rupees(min))} ${per}`;
  if (max > 0) return `${words.upTo.replace("{max}", rupees(max))} ${per}`;
  return null;
}

export const openingTypeLabel = (type: OpeningType) =>
  openingTypes.find((candidate) => candidate.value === type)?.label ?? type;
