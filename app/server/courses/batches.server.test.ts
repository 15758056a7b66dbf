import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCourses } from "~/content/courses";
import type { Course } from "~/lib/courses";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { offerOf, takeSeat } from "./batches.server";

describe.each(testDialects)("a course batch's seats on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const course = (changes: Partial<Course> = {}): Course => ({
    ...(defaultCourses.courses[0] as Course),
    key: `c${tag()}`,
    nextBatch: "2027-01-10",
    seats: 2,
    ...changes,
  });
  const take = (of: Course) => site.app.db.transaction().execute((trx) => takeSeat(trx, of, `e${tag()}`));

  it("gives the seats of a batch and no more, however many enrolments ask at once", async () => {
    const rust = course();
    const taken = await Promise.all(Array.from({ length: 5 }, () => take(rust)));
    expect(taken.filter(Boolean)).toHaveLength(2);
    const offer = await offerOf(site.app.db, { currency: "USD", courses: [rust] });
    expect(offer.courses[0]).toMatchObject({ seatsLeft: 0, unavailable: "full" });
    const rows = await site.app.db
      .selectFrom("course_batch_enrolments")
      .select("enrolment_id")
      .where("course_key", "=", rust.key)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it("counts each batch of a course apart, and follows the seats the catalogue gives now", async () => {
    const first = course();
    expect(await take(first)).toBe(true);
    expect(await take(first)).toBe(true);
    expect(await take(first)).toBe(false);
    // A later batch of the same course starts empty.
    expect(await take({ ...first, nextBatch: "2027-03-01" })).toBe(true);
    // The admin adds a seat to the full batch: one more enrolment gets it.
    expect(await take({ ...first, seats: 3 })).toBe(true);
    expect(await take({ ...first, seats: 3 })).toBe(false);
  });

  it("offers a closed course as closed, and an untouched batch with all its seats", async () => {
    const offer = await offerOf(site.app.db, {
      currency: "INR",
      courses: [course({ open: false }), course({ seats: 7 })],
    });
    expect(offer.currency).toBe("INR");
    expect(offer.courses.map((offered) => [offered.unavailable, offered.seatsLeft])).toEqual([
      ["closed", 2],
      [null, 7],
    ]);
  });
});
