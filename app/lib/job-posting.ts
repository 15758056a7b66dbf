import type { JobPosting, JobPostingLeaf, WithContext } from "schema-dts";
import { type OpeningFacts, openingPath, openingTypes } from "./openings";

export interface HiringCompany {
  name: string;
  /** The site's address, without a trailing slash (APP_URL). */
  url: string;
}

export const validThroughOf = (closesOn: string) => `${closesOn}T23:59:59+05:30`;

/** With the properties Google's job search asks for. */
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
