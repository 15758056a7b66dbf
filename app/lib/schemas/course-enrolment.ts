import { z } from "zod";
import { type CourseKey, courseKeys } from "../courses";
import { checkbox, email, mobile, optionalText } from "./fields";
import { limits } from "./limits";

const skillFields = Object.fromEntries(courseKeys.map((key) => [key, checkbox])) as Record<
  CourseKey,
  typeof checkbox
>;

/**
 * The online-course form (/online-course, POST /submitCourseData): mobile, email, description and
 * one boolean per course. A total sent by the client is not part of it: the server computes it.
 */
export const courseEnrolmentSchema = z.object({
  mobile,
  email,
  description: optionalText(limits.longText),
  ...skillFields,
});

export type CourseEnrolment = z.infer<typeof courseEnrolmentSchema>;

/** The courses a valid enrolment chose. */
export const chosenCourses = (enrolment: CourseEnrolment): CourseKey[] =>
  courseKeys.filter((key) => enrolment[key]);
