import { type ActionResult, type Status, statusOf } from "./action-result";
import { batchField, COURSES_FIELD } from "./courses";

/** The course form's status line: a refusal adds what it says of the courses, which sit far above it. */
export function enrolmentStatus(
  answer: ActionResult | undefined,
  courseKeys: readonly string[],
): Status | null {
  const shown = statusOf(answer);
  if (!shown || !answer || answer.ok) return shown;
  const refusals = [...courseKeys.flatMap((key) => [key, batchField(key)]), COURSES_FIELD]
    .map((key) => answer.fields?.[key])
    .filter(Boolean);
  return refusals.length > 0 ? { ...shown, detail: refusals.join(" ") } : shown;
}
