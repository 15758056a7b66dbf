import type { JobPosting, JobPostingLeaf, WithContext } from "schema-dts";
import { type OpeningFacts, openingPath, openingTypes } from "./openings";

/** The company as a job posting names its employer. */
export interface HiringCompany {
  name: string;
  /** The site's address, without a trailing slash (APP_URL). */
  url: string;
}

/** The last moment to apply: the end of the closing day, India time (app/lib/india-days.ts). */
export const validThroughOf = (closesOn: string) => `${closesOn}T23:59:59+05:30`;

/**
 * An opening as schema.org's JobPosting, with the properties Google's job search asks
 * for: the place of work as a postal address in India, or TELECOMMUTE with India as where
 * applicants must be. The description is the company's plain text, as the page shows it.
 */
export function jobPosting(opening: OpeningFacts, company: HiringCompany): WithContext<JobPosting> {
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
    ...where,
  } satisfies WithContext<JobPosting>;
}
