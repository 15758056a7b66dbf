import { describe, expect, it } from "vitest";
import { courseJsonLd } from "./course-json-ld";
import type { OfferedCourse } from "./courses";

const java: OfferedCourse = {
  key: "javaProgramming",
  name: "Java",
  description: "Java from the first class to a web service.",
  fee: 18_000,
  currency: "INR",
  duration: "8 weeks",
  nextBatch: "2027-03-06",
  seats: 20,
  mode: "classroom",
  open: true,
  seatsLeft: 20,
  unavailable: null,
};
const provider = {
  name: "Mumbai Soft Solutions",
  url: "https://www.example.in",
  address: "2nd Floor, Andheri East",
  city: "Mumbai",
};

describe("courseJsonLd", () => {
  it("names the course, its provider, its price and its open batch, meeting at the office", () => {
    expect(courseJsonLd(java, provider)).toEqual({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "Java",
      description: "Java from the first class to a web service.",
      url: "https://www.example.in/courses/java-programming",
      courseCode: "javaProgramming",
      provider: { "@type": "Organization", name: "Mumbai Soft Solutions", sameAs: "https://www.example.in/" },
      offers: [{ "@type": "Offer", category: "Paid", price: 18_000, priceCurrency: "INR" }],
      hasCourseInstance: [
        {
          "@type": "CourseInstance",
          courseMode: "Onsite",
          startDate: "2027-03-06",
          courseWorkload: "8 weeks",
          location: {
            "@type": "Place",
            name: "Mumbai Soft Solutions",
            address: {
              "@type": "PostalAddress",
              streetAddress: "2nd Floor, Andheri East",
              addressLocality: "Mumbai",
              addressCountry: "IN",
            },
          },
        },
      ],
    });
  });

  it("gives an online batch no place, and a course without a dated open batch no instance", () => {
    expect(courseJsonLd({ ...java, mode: "online" }, provider).hasCourseInstance).toEqual([
      { "@type": "CourseInstance", courseMode: "Online", startDate: "2027-03-06", courseWorkload: "8 weeks" },
    ]);
    expect(courseJsonLd({ ...java, nextBatch: "" }, provider)).not.toHaveProperty("hasCourseInstance");
    expect(courseJsonLd({ ...java, open: false }, provider)).not.toHaveProperty("hasCourseInstance");
  });

  it("falls back to the name when the course has no description", () => {
    expect(courseJsonLd({ ...java, description: "" }, provider).description).toBe("Java");
  });
});
