import { z } from "zod";
import { onlineCoursePage } from "~/content/pages/online-course";
import { COURSES_FIELD, type OfferedCourse, unavailableMessages } from "../courses";
import { checkbox, email, mobile, optionalText } from "./fields";
import { limits } from "./limits";

export interface CourseEnrolment {
  name?: string;
  mobile: string;
  email: string;
  description?: string;
  chosen: string[];
}

type Offered = Pick<OfferedCourse, "key" | "name" | "unavailable">;

// The server builds this from the catalogue published at post time; a client-sent total is
// ignored (the server computes it). A course that cannot be chosen is refused under its name.
export function courseEnrolmentSchemaFor(courses: readonly Offered[]): z.ZodType<CourseEnrolment> {
  const boxes = Object.fromEntries(
    courses.map(({ key, name, unavailable }) => [
      key,
      unavailable ? checkbox.refine((chosen) => !chosen, unavailableMessages[unavailable](name)) : checkbox,
    ]),
  );
  return z
    .object({
      name: optionalText(limits.name),
      mobile,
      email,
      description: optionalText(limits.longText),
      ...boxes,
    })
    .transform((value) => {
      const ticked = value as Record<string, unknown>;
      return {
        name: value.name,
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
