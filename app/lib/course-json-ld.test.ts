import { describe, expect, it } from "vitest";
import { courseJsonLd } from "./course-json-ld";
import type { OfferedBatch, OfferedCourse } from "./courses";

const march: OfferedBatch = {
  startsOn: "2027-03-06",
  timing: "Sat–Sun, 10:00–13:00",
  mode: "classroom",
  place: "Office 4, Andheri East",
  seats: 20,
  open: true,
  seatsLeft: 20,
  unavailable: null,
};

const java: OfferedCourse = {
  key: "javaProgramming",
  name: "Java",
  description: "Java from the first class to a web service.",
  fee: 18_000,
  currency: "INR",
  duration: "8 weeks",
  batches: [march],
  unavailable: null,
};
const provider = {
  name: "Mumbai Soft Solutions",
  url: "https://www.example.in",
  address: "2nd Floor, Andheri East",
  city: "Mumbai",
};

describe("courseJsonLd", () => {
  it("names the course, its provider, its price and its batch, meeting at its place", () => {
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
              streetAddress: "Office 4, Andheri East",
              addressLocality: "Mumbai",
              addressCountry: "IN",
            },
          },
        },
      ],
    });
  });

  it("gives each dated batch its instance, an online one no place, and one to be announced none", () => {
    const online = { ...march, startsOn: "2027-01-09", mode: "online" as const, place: "" };
    const instances = courseJsonLd(
      { ...java, batches: [online, march, { ...march, startsOn: "" }] },
      provider,
    ).hasCourseInstance as unknown as { startDate: string }[];
    expect(instances.map((instance) => instance.startDate)).toEqual(["2027-01-09", "2027-03-06"]);
    expect(instances[0]).toEqual({
      "@type": "CourseInstance",
      courseMode: "Online",
      startDate: "2027-01-09",
      courseWorkload: "8 weeks",
    });
    expect(courseJsonLd({ ...java, batches: [{ ...march, startsOn: "" }] }, provider)).not.toHaveProperty(
      "hasCourseInstance",
    );
    expect(courseJsonLd({ ...java, batches: [] }, provider)).not.toHaveProperty("hasCourseInstance");
  });

  it("meets at the company's address when a classroom batch names no place", () => {
    const instance = (
      courseJsonLd({ ...java, batches: [{ ...march, place: "" }] }, provider)
        .hasCourseInstance as unknown as {
        location: { address: { streetAddress: string } };
      }[]
    )[0];
    expect(instance?.location.address.streetAddress).toBe("2nd Floor, Andheri East");
  });

  it("falls back to the name when the course has no description", () => {
    expect(courseJsonLd({ ...java, description: "" }, provider).description).toBe("Java");
  });
});
