import type { JobPosting, WithContext } from "schema-dts";

/**
 * Google's structured-data rules for a JobPosting (its job search documentation), as a check of a
 * parsed JSON-LD object: the required properties present, dates in ISO 8601, employmentType among
 * the values Google reads, and a place of work (jobLocation), or TELECOMMUTE with the places
 * applicants may be in. Answers the rules broken, none for a valid posting.
 */

/** The employmentType values Google reads (schema.org's text, in Google's spelling). */
export const googleEmploymentTypes = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
] as const;

/** A date, or a date and time with its offset, as ISO 8601 writes them. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isIsoDate = (value: unknown) =>
  typeof value === "string" &&
  (ISO_DATE.test(value) || ISO_DATE_TIME.test(value)) &&
  !Number.isNaN(Date.parse(value));

const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : null;

export function jobPostingProblems(data: unknown): string[] {
  const posting = asObject(data);
  if (!posting) return ["not an object"];
  const problems: string[] = [];
  if (posting["@context"] !== "https://schema.org") problems.push("@context is not https://schema.org");
  if (posting["@type"] !== "JobPosting") problems.push("@type is not JobPosting");
  for (const name of ["title", "description"])
    if (!isText(posting[name])) problems.push(`${name} is missing`);
  if (!isIsoDate(posting.datePosted)) problems.push("datePosted is not an ISO 8601 date");
  if (posting.validThrough !== undefined && !isIsoDate(posting.validThrough))
    problems.push("validThrough is not an ISO 8601 date");
  const types = [posting.employmentType].flat();
  if (
    posting.employmentType !== undefined &&
    !types.every((type) => (googleEmploymentTypes as readonly unknown[]).includes(type))
  )
    problems.push("employmentType is not one of Google's values");
  const organization = asObject(posting.hiringOrganization);
  if (organization?.["@type"] !== "Organization" || !isText(organization.name))
    problems.push("hiringOrganization is not an Organization with a name");
  if (posting.jobLocationType === "TELECOMMUTE") {
    const where = [posting.applicantLocationRequirements].flat().map(asObject);
    if (where.length === 0 || where.some((place) => !place || !isText(place["@type"]) || !isText(place.name)))
      problems.push("a TELECOMMUTE posting has no applicantLocationRequirements");
  } else {
    const place = asObject(posting.jobLocation);
    const address = asObject(place?.address);
    if (place?.["@type"] !== "Place" || address?.["@type"] !== "PostalAddress")
      problems.push("jobLocation is not a Place with a PostalAddress");
    else if (!isText(address?.addressCountry)) problems.push("jobLocation has no addressCountry");
  }
  if (posting.baseSalary !== undefined) problems.push(...baseSalaryProblems(posting.baseSalary));
  return problems;
}

const SALARY_UNITS = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"];
const isAmount = (value: unknown) => typeof value === "number" && Number.isFinite(value) && value > 0;

/** Google's baseSalary: a MonetaryAmount with a currency and a QuantitativeValue of a value or a range. */
function baseSalaryProblems(data: unknown): string[] {
  const salary = asObject(data);
  const value = asObject(salary?.value);
  if (salary?.["@type"] !== "MonetaryAmount" || !/^[A-Z]{3}$/.test(String(salary.currency)))
    return ["baseSalary is not a MonetaryAmount with an ISO 4217 currency"];
  if (value?.["@type"] !== "QuantitativeValue" || !SALARY_UNITS.includes(String(value.unitText)))
    return ["baseSalary's value is not a QuantitativeValue with a unitText"];
  const range = isAmount(value.minValue) && isAmount(value.maxValue);
  if (!(isAmount(value.value) || range)) return ["baseSalary gives neither a value nor a range"];
  if (range && Number(value.minValue) > Number(value.maxValue))
    return ["baseSalary's minimum is above its maximum"];
  return [];
}

/** The typed definition the site builds against: a compile-time check that it is a schema.org JobPosting. */
export type JobPostingData = WithContext<JobPosting>;

/** The JSON-LD blocks of a page's HTML, parsed. */
export const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? "null"),
  );
