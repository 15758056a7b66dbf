import { describe, expect, it } from "vitest";
import {
  googleEmploymentTypes,
  type JobPostingData,
  jobPostingProblems,
} from "../../tests/support/job-posting-rules";
import { baseSalaryOf, jobPosting, validThroughOf } from "./job-posting";
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
  experience: "fresher",
  positions: 2,
  salaryMin: 0,
  salaryMax: 0,
  salaryPer: "month",
  filled: false,
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
      totalJobOpenings: 2,
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

  it("gives a salary range as baseSalary in rupees per month or year, and one amount when one end is stated", () => {
    const monthly = JSON.parse(
      JSON.stringify(jobPosting({ ...intern, salaryMin: 30000, salaryMax: 45000 }, company)),
    ) as Record<string, unknown>;
    expect(jobPostingProblems(monthly)).toEqual([]);
    expect(monthly.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", minValue: 30000, maxValue: 45000, unitText: "MONTH" },
    });
    const yearly = baseSalaryOf({ salaryMin: 0, salaryMax: 900000, salaryPer: "year" });
    expect(yearly?.value).toEqual({ "@type": "QuantitativeValue", value: 900000, unitText: "YEAR" });
    expect(baseSalaryOf({ salaryMin: 0, salaryMax: 0, salaryPer: "month" })).toBeNull();
    expect(jobPosting(intern, company)).not.toHaveProperty("baseSalary");
  });

  it("states the months of experience asked for beyond a fresher's", () => {
    expect(jobPosting({ ...intern, experience: "mid" }, company)).toMatchObject({
      experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: 36 },
    });
    expect(jobPosting(intern, company)).not.toHaveProperty("experienceRequirements");
  });

  it("refuses a baseSalary whose minimum is above its maximum or that has no unit", () => {
    const posting = jobPosting({ ...intern, salaryMin: 1000, salaryMax: 2000 }, company) as unknown as Record<
      string,
      unknown
    >;
    const value = { "@type": "QuantitativeValue", minValue: 3000, maxValue: 2000, unitText: "MONTH" };
    expect(
      jobPostingProblems({ ...posting, baseSalary: { "@type": "MonetaryAmount", currency: "INR", value } }),
    ).toEqual(["baseSalary's minimum is above its maximum"]);
    expect(
      jobPostingProblems({
        ...posting,
        baseSalary: { "@type": "MonetaryAmount", currency: "INR", value: { ...value, unitText: "" } },
      }),
    ).toEqual(["baseSalary's value is not a QuantitativeValue with a unitText"]);
  });
});
