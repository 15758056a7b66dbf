// Apart from the catalogue's helpers, so a page that only links to the courses ships none of them.
export const COURSES_PATH = "/courses";

/** A course's page is named after its key, which never changes once saved: cProgramming → c-programming. */
export const courseSlug = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

export const coursePath = (key: string) => `${COURSES_PATH}/${courseSlug(key)}`;

/** The course form with this course ticked, and this batch (its form value) chosen. */
export const enrolPath = (key: string, batch?: string) =>
  `/online-course?course=${encodeURIComponent(key)}${batch ? `&batch=${encodeURIComponent(batch)}` : ""}`;
