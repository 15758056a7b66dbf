import type { JobPosting, JobPostingLeaf, MonetaryAmount, WithContext } from "schema-dts";
import { experienceLevels, type OpeningFacts, openingPath, openingTypes, salaryPeriods } from "./openings";

/** `url`: the site's address, without a trailing slash (APP_URL). */
export type HiringCompany = { name: string; url: string };

export const validThroughOf = (closesOn: string) => `${closesOn}T23:59:59+05:30`;

/** Google's base salary: a range, or one amount when only one end is stated; null when none is. */
export function baseSalaryOf(
  opening: Pick<OpeningFacts, "salaryMin" | "salaryMax" | "salaryPer">,
): MonetaryAmount | null {
  const { salaryMin: min, salaryMax: max } = opening;
  if (min <= 0 && max <= 0) return null;
  const unitText = salaryPeriods.find((period) => period.value === opening.salaryPer)?.unitText ?? "MONTH";
  const amount =
    min > 0 && max > 0 && min !== max ? { minValue: min, maxValue: max } : { value: min > 0 ? min : max };
  return {
    "@type": "MonetaryAmount",
    currency: "INR",
    value: { "@type": "QuantitativeValue", ...amount, unitText },
  };
}

export function jobPosting(opening: OpeningFacts, company: HiringCompany): WithContext<JobPosting> {
  const baseSalary = baseSalaryOf(opening);
  const months = experienceLevels.find((level) => level.value === opening.experience)?.months ?? 0;
  const employmentType = openingTypes.find((type) => type.value === opening.type)?.employmentType ?? "OTHER";
  const where: Pick<JobPostingLeaf, "jobLocationType" | "applicantLocationRequirements" | "jobLocation"> =
    opening.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "India" },
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: { "@type": "PostalAddress", addressLocality: opening.location, addressCountry: "IN" },
          },
        };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: opening.title,
    description: opening.description,
    datePosted: opening.postedOn,
    validThrough: validThroughOf(opening.closesOn),
    employmentType,
    url: `${company.url}${openingPath(opening.slug)}`,
    hiringOrganization: { "@type": "Organization", name: company.name, sameAs: `${company.url}/` },
    ...(opening.skills.length > 0 && { skills: opening.skills.join(", ") }),
    ...(baseSalary && { baseSalary }),
    totalJobOpenings: opening.positions,
    ...(months > 0 && {
      experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: months },
    }),
    ...where,
  } satisfies WithContext<JobPosting>;
}
