import type { CourseInstance, Course as CourseLd, WithContext } from "schema-dts";
import { coursePath } from "./course-paths";
import type { OfferedCourse } from "./courses";

/** `url`: the site's address, without a trailing slash (APP_URL). */
export type CourseProvider = { name: string; url: string; address: string; city: string };

/** With the properties Google's course info asks for: the provider, the offer and each dated batch on offer. */
export function courseJsonLd(course: OfferedCourse, provider: CourseProvider): WithContext<CourseLd> {
  const batches: CourseInstance[] = course.batches
    .filter((batch) => batch.startsOn !== "")
    .map((batch) => {
      const classroom = batch.mode === "classroom";
      return {
        "@type": "CourseInstance",
        courseMode: classroom ? "Onsite" : "Online",
        startDate: batch.startsOn,
        courseWorkload: course.duration,
        ...(classroom && {
          location: {
            "@type": "Place",
            name: provider.name,
            address: {
              "@type": "PostalAddress",
              streetAddress: batch.place || provider.address,
              addressLocality: provider.city,
              addressCountry: "IN",
            },
          },
        }),
      };
    });
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.name,
    description: course.description || course.name,
    url: `${provider.url}${coursePath(course.key)}`,
    courseCode: course.key,
    provider: { "@type": "Organization", name: provider.name, sameAs: `${provider.url}/` },
    offers: [{ "@type": "Offer", category: "Paid", price: course.fee, priceCurrency: course.currency }],
    ...(batches.length > 0 && { hasCourseInstance: batches }),
  };
}
