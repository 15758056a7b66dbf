import { z } from "zod";
import { onlineCoursePage } from "~/content/pages/online-course";
import { COURSES_FIELD, type OfferedCourse, unavailableMessages } from "../courses";
import { checkbox, email, mobile, optionalText } from "./fields";
import { limits } from "./limits";

/** A valid enrolment: who sent it, and the keys of the courses chosen, in catalogue order. */
export interface CourseEnrolment {
  mobile: string;
  email: string;
  description?: string;
  chosen: string[];
}

/** The offered courses the schema needs: the key of each, its name, and whether it may be chosen. */
type Offered = Pick<OfferedCourse, "key" | "name" | "unavailable">;

/**
 * The online-course form (/online-course, POST /submitCourseData) for the catalogue on offer:
 * mobile, email, description and one boolean per course, its key the field's name (the spec's
 * eleven keys for the seeded courses). A course that cannot be chosen (closed, or its batch full
 * when the offer was read) is refused under its own name. The server builds it from the catalogue
 * published at the time of the post, the course form from the one its page was loaded with
 * (decision 055). A total sent by the client is not part of it, nor is a key the catalogue lacks:
 * the server computes the total. An enrolment names at least one course, or is refused under
 * `COURSES_FIELD`.
 */
export function courseEnrolmentSchemaFor(courses: readonly Offered[]): z.ZodType<CourseEnrolment> {
  const boxes = Object.fromEntries(
    courses.map(({ key, name, unavailable }) => [
      key,
      unavailable ? checkbox.refine((chosen) => !chosen, unavailableMessages[unavailable](name)) : checkbox,
    ]),
  );
  return z
    .object({ mobile, email, description: optionalText(limits.longText), ...boxes })
    .transform((value) => {
      const ticked = value as Record<string, unknown>;
      return {
        mobile: value.mobile,
        email: value.email,
        description: value.description,
        chosen: courses.map((course) => course.key).filter((key) => ticked[key] === true),
      };
    })
    .refine((enrolment) => enrolment.chosen.length > 0, {
      message: onlineCoursePage.noCourse,
      path: [COURSES_FIELD],
    });
}
