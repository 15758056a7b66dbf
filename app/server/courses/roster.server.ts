import type { Kysely } from "kysely";
import { type Batch, batchOf, type Catalogue, COURSE_KEY } from "~/lib/courses";
import { isDay } from "~/lib/india-days";
import { personName } from "~/lib/person";
import type { PaidState } from "~/lib/rosters";
import type { Database } from "../db/schema.server";
import { batchesOf } from "./batch-lists.server";
import { paidStatesOf } from "./roster-paid.server";

export interface RosterLine {
  /** The trainee's name, or their e-mail when they gave none. */
  name: string;
  mobile: string;
  email: string;
  enrolledAt: string;
  paid: PaidState;
}

export interface Roster {
  key: string;
  course: string;
  startsOn: string;
  /** As the catalogue offers it now; null once it offers it no more. */
  batch: Batch | null;
  lines: RosterLine[];
}

/** Who holds a seat in the batch, by name; null when there is no such batch. */
export async function rosterOf(
  db: Kysely<Database>,
  catalogue: Catalogue,
  courseKey: string,
  startsOn: string,
): Promise<Roster | null> {
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
    batch: course ? batchOf(course, startsOn) : null,
    lines: found.enrolments
      .map((enrolment) => ({
        name: personName(enrolment),
        mobile: enrolment.mobile,
        email: enrolment.email,
        enrolledAt: enrolment.at,
        paid: paid.get(enrolment.id) ?? "unpaid",
      }))
      .sort((a, b) => a.name.localeCompare(b.name, "en-IN") || a.email.localeCompare(b.email)),
  };
}
