import { describe, expect, it } from "vitest";
import {
  googleEmploymentTypes,
  type JobPostingData,
  jobPostingProblems,
} from "../../tests/support/job-posting-rules";
import { jobPosting, validThroughOf } from "./job-posting";
import { type OpeningFacts, openingTypes } from "./openings";

const company = { name: "Mumbai Soft Solutions", url: "https://www.example.in" };

const intern: OpeningFacts = {
  slug: "react-intern",
  title: "React intern",
  type: "internship",
  remote: false,
  location: "Andheri East, Mumbai",
  description: "Learn by building.\n\n- React\n- TypeScript",
  skills: ["React", "TypeScript"],
  postedOn: "2026-12-01",
  closesOn: "2027-01-15",
};

describe("an opening as schema.org's JobPosting", () => {
  it("carries what Google requires, the place of work as an address in India", () => {
    const posting: JobPostingData = jobPosting(intern, company);
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "React intern",
      description: intern.description,
      datePosted: "2026-12-01",
      validThrough: "2027-01-15T23:59:59+05:30",
      employmentType: "INTERN",
      url: "https://www.example.in/jobs/react-intern",
      hiringOrganization: { "@type": "Organization", name: company.name, sameAs: "https://www.example.in/" },
      skills: "React, TypeScript",
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Andheri East, Mumbai", addressCountry: "IN" },
      },
    });
  });

  it("marks a remote opening TELECOMMUTE, open to applicants in India, with no place of work", () => {
    const posting = jobPosting(
      { ...intern, remote: true, location: "", skills: [] },
      company,
    ) as unknown as Record<string, unknown>;
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting.jobLocationType).toBe("TELECOMMUTE");
    expect(posting.applicantLocationRequirements).toEqual({ "@type": "Country", name: "India" });
    expect(posting).not.toHaveProperty("jobLocation");
    expect(posting).not.toHaveProperty("skills");
  });

  it("names every type of opening by one of Google's employment types", () => {
    for (const { value } of openingTypes) {
      const posting = jobPosting({ ...intern, type: value }, company) as unknown as Record<string, unknown>;
      expect(googleEmploymentTypes).toContain(posting.employmentType);
    }
  });

  it("ends a posting at the end of its closing day, India time", () => {
    expect(new Date(validThroughOf("2027-01-15")).toISOString()).toBe("2027-01-15T18:29:59.000Z");
  });

  it("is refused by the rules when a required property is missing or a date is not ISO 8601", () => {
    const posting = jobPosting(intern, company) as unknown as Record<string, unknown>;
    expect(jobPostingProblems({ ...posting, title: "" })).toEqual(["title is missing"]);
    expect(jobPostingProblems({ ...posting, datePosted: "1 Dec 2026" })).toEqual([
      "datePosted is not an ISO 8601 date",
    ]);
    expect(jobPostingProblems({ ...posting, employmentType: "TRAINING" })).toEqual([
      "employmentType is not one of Google's values",
    ]);
    expect(jobPostingProblems({ ...posting, jobLocation: undefined })).toEqual([
      "jobLocation is not a Place with a PostalAddress",
    ]);
    expect(
      jobPostingProblems({ ...posting, jobLocation: undefined, jobLocationType: "TELECOMMUTE" }),
    ).toEqual(["a TELECOMMUTE posting has no applicantLocationRequirements"]);
  });
});
