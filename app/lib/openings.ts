/**
 * Job openings (issue 37): their types as the site shows them and as schema.org's JobPosting names
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
    title
      .normalize("NFKD")
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
