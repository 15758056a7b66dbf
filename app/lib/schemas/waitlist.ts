import { z } from "zod";
import { waitlistTexts } from "~/content/pages/waitlist";
import type { Course } from "../courses";
import { email, mobile, optionalText } from "./fields";
import { limits } from "./limits";

/** Built from the published catalogue: a course that is not in it is refused under `course`. */
export function waitlistSchemaFor(courses: readonly Pick<Course, "key">[]) {
  const keys = new Set(courses.map((course) => course.key));
  return z.object({
    course: z
      .string({ error: waitlistTexts.courseRequired })
      .trim()
      .min(1, waitlistTexts.courseRequired)
      .refine((key) => keys.has(key), waitlistTexts.courseUnknown),
    email,
    name: optionalText(limits.name),
    // The other forms' mobile rule, when one is given.
    mobile: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      mobile.optional(),
    ),
  });
}

export type WaitlistEntry = z.infer<ReturnType<typeof waitlistSchemaFor>>;
