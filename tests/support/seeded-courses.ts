import { defaultCourses } from "~/content/courses";
import * as fees from "~/lib/courses";

/**
 * The seeded catalogue (the `courses` area's defaults, docs/product.md section 9) as the spec's
 * tests read it: the eleven keys of POST /submitCourseData with their labels and dollar fees.
 */
export const courses = defaultCourses.courses.map(({ key, name, fee }) => ({ key, label: name, fee }));

export type CourseKey = (typeof courses)[number]["key"];

export const courseKeys = courses.map((course) => course.key);

/** A fee of the seeded catalogue, in its dollars: "$2,000". */
export const formatFee = (amount: number) => fees.formatFee(amount, "USD");

/** The sum of the seeded fees of the chosen courses, each once: all are in dollars. */
export const totalFees = (chosen: Iterable<string>) =>
  fees.feesOf(defaultCourses.courses, chosen).reduce((sum, paid) => sum + paid.fee, 0);
