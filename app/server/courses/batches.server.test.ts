import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCourses } from "~/content/courses";
import type { Batch, Course } from "~/lib/courses";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { insertLead } from "../leads/lead-store.server";
import type { LeadVisit } from "../leads/lead-visit.server";
import { expireLeads } from "../leads/retention.server";
import { offerOf, retakeSeats, seatProblems, type Trainee, takeSeat } from "./batches.server";

const noVisit: LeadVisit = {
  landing_page: "",
  referrer_host: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  device: "desktop",
};

describe.each(testDialects)("a course batch's seats on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  /** A course of one batch, which starts in a month. */
  const course = (batch: Partial<Batch> = {}, changes: Partial<Course> = {}): Course => ({
    ...(defaultCourses.courses[0] as Course),
    key: `c${tag()}`,
    batches: [
      { startsOn: inDays(30), timing: "", mode: "online", place: "", seats: 2, open: true, ...batch },
    ],
    ...changes,
  });
  /** The same course with its one batch changed. */
  const withBatch = (of: Course, batch: Partial<Batch>): Course => ({
    ...of,
    batches: [{ ...(of.batches[0] as Batch), ...batch }],
  });
  let mobiles = 0;
  const trainee = (changes: Partial<Trainee> = {}): Trainee => ({
    id: randomUUID(),
    email: `t.${tag()}@example.com`,
    mobile: String(9_000_000_000 + ++mobiles),
    ...changes,
  });
  /** An enrolment's seat, taken in the transaction that stores its lead, as the course form does. */
  const take = (of: Course, who: Trainee = trainee()) =>
    site.app.db.transaction().execute(async (trx) => {
      const seat = await takeSeat(trx, of.key, of.batches[0] as Batch, who);
      const row = {
        email: who.email,
        mobile: who.mobile,
        description: null,
        skills: JSON.stringify([of.key]),
        total_fees: of.fee,
        fees: null,
        currency: null,
      };
      await insertLead(trx, {
        kind: "enrolments",
        table: "course_enrolments",
        id: who.id,
        row,
        visit: noVisit,
      });
      return seat;
    });
  const left = async (of: Course) =>
    (await offerOf(site.app.db, { courses: [of] })).courses[0]?.batches[0]?.seatsLeft;
  const setStage = (id: string, stage: "lost" | "new") =>
    site.app.db.updateTable("leads").set({ stage }).where("id", "=", id).execute();

  it("gives the seats of a batch and no more, however many enrolments ask at once", async () => {
    const rust = course();
    const taken = await Promise.all(Array.from({ length: 5 }, () => take(rust)));
    expect(taken.filter((seat) => seat === "taken")).toHaveLength(2);
    expect(taken.filter((seat) => seat === "full")).toHaveLength(3);
    const offer = await offerOf(site.app.db, { courses: [rust] });
    expect(offer.courses[0]).toMatchObject({
      unavailable: "full",
      batches: [{ seatsLeft: 0, unavailable: "full" }],
    });
    const rows = await site.app.db
      .selectFrom("course_batch_enrolments")
      .select("enrolment_id")
      .where("course_key", "=", rust.key)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it("counts each batch of a course apart, and follows the seats the catalogue gives now", async () => {
    const first = course();
    expect(await take(first)).toBe("taken");
    expect(await take(first)).toBe("taken");
    expect(await take(first)).toBe("full");
    // A later batch of the same course starts empty.
    expect(await take(withBatch(first, { startsOn: inDays(60) }))).toBe("taken");
    // The admin adds a seat to the full batch: one more enrolment gets it.
    expect(await take(withBatch(first, { seats: 3 }))).toBe("taken");
    expect(await take(withBatch(first, { seats: 3 }))).toBe("full");
  });

  it("gives one mailbox, or one mobile, one seat of a batch however it is written", async () => {
    const rust = course({ seats: 5 });
    const asha = trainee({ email: "Asha.Rao@gmail.com" });
    expect(await take(rust, asha)).toBe("taken");
    for (const email of ["asharao+1@gmail.com", "ASHA.RAO+x@googlemail.com", "a.s.h.a.r.a.o@gmail.com."])
      expect(await take(rust, trainee({ email }))).toBe("held");
    expect(await take(rust, trainee({ mobile: asha.mobile }))).toBe("held");
    expect(await left(rust)).toBe(4);
    // Another batch of the course, and another person, each take their own.
    expect(await take(withBatch(rust, { startsOn: inDays(60) }), trainee({ email: asha.email }))).toBe(
      "taken",
    );
    expect(await take(rust)).toBe("taken");
    expect(await left(rust)).toBe(3);
  });

  it("gives a Lost enrolment's seat back, and takes it again on leaving Lost while one is left", async () => {
    const rust = course({ seats: 1 });
    const catalogue = { courses: [rust] };
    const first = trainee();
    expect(await take(rust, first)).toBe("taken");
    await setStage(first.id, "lost");
    expect(await left(rust)).toBe(1);
    // Back out of Lost with the seat still free: it holds it again.
    expect(await site.app.db.transaction().execute((trx) => retakeSeats(trx, first.id, catalogue))).toEqual(
      [],
    );
    await setStage(first.id, "new");
    expect(await left(rust)).toBe(0);

    // Lost again, and someone else takes the seat meanwhile: leaving Lost, it leaves the batch.
    await setStage(first.id, "lost");
    const second = trainee();
    expect(await take(rust, second)).toBe("taken");
    expect(await site.app.db.transaction().execute((trx) => retakeSeats(trx, first.id, catalogue))).toEqual([
      `${rust.key} ${rust.batches[0]?.startsOn}`,
    ]);
    await setStage(first.id, "new");
    expect(await left(rust)).toBe(0);
    const holders = await site.app.db
      .selectFrom("course_batch_enrolments")
      .select("enrolment_id")
      .where("course_key", "=", rust.key)
      .execute();
    expect(holders).toEqual([{ enrolment_id: second.id }]);
  });

  it("gives a deleted enrolment's seat back, when the retention deletes it as when an admin does", async () => {
    const rust = course({ seats: 1 });
    const won = trainee();
    expect(await take(rust, won)).toBe("taken");
    expect(await take(rust)).toBe("full");
    await site.app.db
      .updateTable("leads")
      .set({ stage: "won", updated_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", won.id)
      .execute();
    const expired = await expireLeads(site.app, {
      UPLOADS_DIR: site.config.UPLOADS_DIR,
      LEAD_RETENTION_DAYS: 30,
    });
    expect(expired.leads).toBeGreaterThanOrEqual(1);
    expect(await left(rust)).toBe(1);
    expect(await take(rust)).toBe("taken");
  });

  it("offers the batches taking enrolments soonest first: not a closed one, nor one that has started", async () => {
    const today = inDays(0);
    const batch = (startsOn: string, changes: Partial<Batch> = {}): Batch => ({
      startsOn,
      timing: "",
      mode: "online",
      place: "",
      seats: 7,
      open: true,
      ...changes,
    });
    const offer = await offerOf(
      site.app.db,
      {
        courses: [
          course({}, { batches: [batch(inDays(9), { open: false })] }),
          course(
            {},
            {
              currency: "INR",
              batches: [batch(""), batch(inDays(60)), batch(today), batch(inDays(-3)), batch(inDays(20))],
            },
          ),
          course({}, { batches: [] }),
        ],
      },
      today,
    );
    expect(offer.courses.map((offered) => offered.currency)).toEqual(["USD", "INR", "USD"]);
    expect(offer.courses.map((offered) => offered.unavailable)).toEqual(["closed", null, "closed"]);
    expect(offer.courses[1]?.batches.map((offered) => [offered.startsOn, offered.seatsLeft])).toEqual([
      [inDays(20), 7],
      [inDays(60), 7],
      ["", 7],
    ]);
  });

  it("refuses to cut a batch below the seats its trainees hold", async () => {
    const rust = course({ seats: 3 });
    expect(await take(rust)).toBe("taken");
    expect(await take(rust)).toBe("taken");
    const catalogue = (seats: number) => ({ courses: [withBatch(rust, { seats })] });
    expect(await seatProblems(site.app.db, catalogue(2))).toEqual({});
    expect(await seatProblems(site.app.db, catalogue(1))).toEqual({
      "courses.0.batches.0.seats": "Trainees hold 2 seats of this batch: keep at least 2.",
    });
  });
});
