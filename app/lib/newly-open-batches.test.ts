import { describe, expect, it } from "vitest";
import { type Batch, type Course, newlyOpenBatches } from "./courses";

const today = "2026-12-05";
const batch = (startsOn: string, change: Partial<Batch> = {}): Batch => ({
  startsOn,
  timing: "",
  seats: 10,
  mode: "classroom",
  place: "Andheri",
  open: true,
  ...change,
});
const course = (
  key: string,
  batches: Batch[] = [batch("2027-01-09")],
  change: Partial<Course> = {},
): Course => ({
  key,
  name: key,
  description: "",
  fee: 1000,
  currency: "INR",
  duration: "8 weeks",
  batches,
  ...change,
});

const opened = (before: Course[], after: Course[]) =>
  newlyOpenBatches({ courses: before }, { courses: after }, today).map(
    ({ course: { key }, batch: { startsOn } }) => `${key} ${startsOn}`,
  );

describe("newly open batches", () => {
  it("are none when nothing about the batches' dates or opening changed", () => {
    const java = course("java");
    expect(opened([java], [course("java", [batch("2027-01-09", { seats: 20 })], { fee: 2000 })])).toEqual([]);
  });

  it("include a course's added batch, beside the ones it had", () => {
    expect(opened([course("java")], [course("java", [batch("2027-01-09"), batch("2027-03-06")])])).toEqual([
      "java 2027-03-06",
    ]);
  });

  it("include a batch whose enrolment opened, and not one that closed or has started", () => {
    expect(
      opened(
        [course("java", [batch("2027-01-09", { open: false })]), course("rust"), course("go", [])],
        [
          course("java"),
          course("rust", [batch("2027-01-09", { open: false })]),
          course("go", [batch(today)]),
        ],
      ),
    ).toEqual(["java 2027-01-09"]);
  });

  it("include a new course's batch, and keep each course's batches apart", () => {
    expect(
      opened(
        [course("java", [batch("2027-03-06")])],
        [course("java", [batch("2027-03-06")]), course("rust", [batch("2027-03-06")])],
      ),
    ).toEqual(["rust 2027-03-06"]);
  });

  it("give the batch as the course describes it", () => {
    const [found] = newlyOpenBatches(
      { courses: [] },
      { courses: [course("java", [batch("2027-01-09", { mode: "online", place: "" })])] },
      today,
    );
    expect(found?.batch).toMatchObject({ startsOn: "2027-01-09", mode: "online", seats: 10 });
    expect(found?.course.key).toBe("java");
  });
});
