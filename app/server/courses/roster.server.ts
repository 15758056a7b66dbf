import type { Kysely } from "kysely";
import { batchOf, type Catalogue, COURSE_KEY } from "~/lib/courses";
import { isDay } from "~/lib/india-days";
import { personName } from "~/lib/person";
import type { Database } from "../db/schema.server";
import { batchesOf } from "./batch-lists.server";
import { paidStatesOf } from "./roster-paid.server";

export type Roster = NonNullable<Awaited<ReturnType<typeof rosterOf>>>;
export type RosterLine = Roster["lines"][number];

/** Who holds a seat in the batch, by name; null when there is no such batch. */
export async function rosterOf(
  db: Kysely<Database>,
  catalogue: Catalogue,
  courseKey: string,
  startsOn: string,
) {
  if (!COURSE_KEY.test(courseKey) || (startsOn !== "" && !isDay(startsOn))) return null;
  const found = (await batchesOf(db, catalogue)).find(
    (batch) => batch.key === courseKey && batch.startsOn === startsOn,
  );
  if (!found) return null;
  const paid = await paidStatesOf(db, found.enrolments);
  const course = catalogue.courses.find((one) => one.key === courseKey);
  return {
    key: courseKey,
    course: found.course,
    startsOn,
    // As the catalogue offers it now; null once it offers it no more.
    batch: course ? batchOf(course, startsOn) : null,
    lines: found.enrolments
      .map((enrolment) => ({
        // The trainee's name, or their e-mail when they gave none.
        name: personName(enrolment),
        mobile: enrolment.mobile,
        email: enrolment.email,
        enrolledAt: enrolment.at,
        paid: paid.get(enrolment.id) ?? "unpaid",
      }))
      .sort((a, b) => a.name.localeCompare(b.name, "en-IN") || a.email.localeCompare(b.email)),
  };
}
