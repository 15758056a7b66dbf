import { z } from "zod";
import { onlineCoursePage } from "~/content/pages/online-course";
import {
  batchField,
  batchValue,
  COURSES_FIELD,
  type OfferedBatch,
  type OfferedCourse,
  unavailableBatchMessage,
  unavailableMessages,
} from "../courses";
import { checkbox, email, mobile, optionalText } from "./fields";
import { limits } from "./limits";

type Offered = Pick<OfferedCourse, "key" | "name" | "unavailable"> & {
  batches: readonly Pick<OfferedBatch, "startsOn" | "unavailable">[];
};

// The server builds this from the catalogue published at post time; a client-sent total is
// ignored (the server computes it). A course that cannot be chosen is refused under its name.
export function courseEnrolmentSchemaFor(courses: readonly Offered[]) {
  const boxes = Object.fromEntries(
    courses.map(({ key, name, unavailable }) => [
      key,
      unavailable ? checkbox.refine((chosen) => !chosen, unavailableMessages[unavailable](name)) : checkbox,
    ]),
  );
  // "" is the form's "the soonest".
  const batches = Object.fromEntries(
    courses.map(({ key, name, batches: offered }) => [
      batchField(key),
      z
        .string()
        .max(10)
        .optional()
        .refine(
          (day) =>
            !day || offered.some((batch) => batch.unavailable === null && batchValue(batch.startsOn) === day),
          unavailableBatchMessage(name),
        ),
    ]),
  );
  return z
    .object({
      name: optionalText(limits.name),
      mobile,
      email,
      description: optionalText(limits.longText),
      ...boxes,
      ...batches,
    })
    .transform((value) => {
      const sent = value as Record<string, unknown>;
      const chosen = courses.map((course) => course.key).filter((key) => sent[key] === true);
      return {
        name: value.name,
        mobile: value.mobile,
        email: value.email,
        description: value.description,
        chosen,
        // The start day of the batch chosen for a course, by its key; a course left out gets its soonest.
        batches: Object.fromEntries(
          chosen.flatMap((key) => {
            const day = sent[batchField(key)];
            return typeof day === "string" && day !== "" ? [[key, day === "tba" ? "" : day]] : [];
          }),
        ),
      };
    })
    .refine((enrolment) => enrolment.chosen.length > 0, {
      message: onlineCoursePage.noCourse,
      path: [COURSES_FIELD],
    });
}

export type CourseEnrolment = z.infer<ReturnType<typeof courseEnrolmentSchemaFor>>;
