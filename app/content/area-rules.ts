import { courseKeyFor, reservedCourseKeys } from "~/lib/courses";
import { openingSlugFor } from "~/lib/openings";
import type { defaultCourses } from "./courses";
import type { defaultOpenings } from "./openings";

type Courses = typeof defaultCourses;
type Openings = typeof defaultOpenings;
export type Problems = Record<string, string>;

export function completeCourses(document: Courses): Courses {
  const taken = new Set(document.courses.map((course) => course.key).filter(Boolean));
  return {
    ...document,
    courses: document.courses.map((course) => {
      if (course.key) return course;
      const key = courseKeyFor(course.name, taken);
      taken.add(key);
      return { ...course, key };
    }),
  };
}

/** Keys are unique and none is a field of the course form; a course's batches start on different days. */
export function courseProblems(document: Courses): Problems {
  const problems: Problems = {};
  const seen = new Set<string>();
  document.courses.forEach((course, index) => {
    if (reservedCourseKeys.includes(course.key))
      problems[`courses.${index}.key`] =
        `The key ${course.key} is a field of the course form: choose another.`;
    else if (seen.has(course.key))
      problems[`courses.${index}.key`] = `The key ${course.key} is already taken by another course.`;
    seen.add(course.key);
    const days = new Set<string>();
    course.batches.forEach((batch, position) => {
      const path = `courses.${index}.batches.${position}`;
      if (days.has(batch.startsOn))
        problems[`${path}.startsOn`] = batch.startsOn
          ? "Another batch of this course starts on that day: choose another day."
          : "Another batch of this course is to be announced: give one of them a date.";
      days.add(batch.startsOn);
      if (batch.mode === "classroom" && batch.place.trim() === "")
        problems[`${path}.place`] = "Enter the address a classroom batch meets at.";
    });
  });
  return problems;
}

/**
 * Stored catalogues are read as today's: the catalogue once had one currency for every course, and
 * each course once had one batch, its "next batch".
 */
export function upgradeCourses(stored: Record<string, unknown>): Record<string, unknown> {
  const { currency, courses, ...rest } = stored;
  if (!Array.isArray(courses)) return stored;
  return {
    ...rest,
    courses: courses.map((course) => {
      if (!course || typeof course !== "object") return course;
      const { nextBatch, seats, mode, open, ...kept } = course as Record<string, unknown>;
      return {
        ...(currency !== undefined && { currency }),
        ...kept,
        ...(!("batches" in kept) && {
          batches: [
            { startsOn: nextBatch ?? "", timing: "", mode: mode ?? "online", place: "", seats, open },
          ],
        }),
      };
    }),
  };
}
/** Each new opening gets its address from its title, and is posted on the day it is first saved. */
export function completeOpenings(document: Openings, today: string): Openings {
  const taken = new Set(document.openings.map((opening) => opening.slug).filter(Boolean));
  return {
    openings: document.openings.map((opening) => {
      const slug = opening.slug || openingSlugFor(opening.title, taken);
      taken.add(slug);
      return { ...opening, slug, postedOn: opening.postedOn || today };
    }),
  };
}

/** Openings stored before these fields existed read as having none: no salary, one position, not filled. */
export function upgradeOpenings(stored: Record<string, unknown>): Record<string, unknown> {
  const { openings } = stored;
  if (!Array.isArray(openings)) return stored;
  return {
    ...stored,
    openings: openings.map((opening) =>
      opening && typeof opening === "object" ? { ...openingAdditions, ...opening } : opening,
    ),
  };
}

const openingAdditions = {
  experience: "fresher",
  positions: 1,
  salaryMin: 0,
  salaryMax: 0,
  salaryPer: "month",
  filled: false,
};

export function openingProblems(document: Openings): Problems {
  const problems: Problems = {};
  const seen = new Set<string>();
  document.openings.forEach((opening, index) => {
    if (seen.has(opening.slug))
      problems[`openings.${index}.slug`] =
        `The address /jobs/${opening.slug} is already taken by another opening.`;
    seen.add(opening.slug);
    if (!opening.remote && opening.location.trim() === "")
      problems[`openings.${index}.location`] = "Enter the location, or tick Remote.";
    if (opening.salaryMin > 0 && opening.salaryMax > 0 && opening.salaryMin > opening.salaryMax)
      problems[`openings.${index}.salaryMin`] = "The salary's minimum cannot be above its maximum.";
    if (opening.postedOn && opening.closesOn < opening.postedOn)
      problems[`openings.${index}.closesOn`] =
        "The closing day cannot be before the day the opening is posted.";
  });
  return problems;
}
