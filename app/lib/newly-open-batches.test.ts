import { describe, expect, it } from "vitest";
import type { Course } from "./courses";
import { newlyOpenBatches } from "./newly-open-batches";

const course = (key: string, change: Partial<Course> = {}): Course => ({
  key,
  name: key,
  description: "",
  fee: 1000,
  currency: "INR",
  duration: "8 weeks",
  nextBatch: "2027-01-09",
  seats: 10,
  mode: "classroom",
  open: true,
  ...change,
});

const opened = (before: Course[], after: Course[]) =>
  newlyOpenBatches({ courses: before }, { courses: after }).map(
    ({ course: { key }, batch: { startsOn } }) => `${key} ${startsOn}`,
  );

describe("newly open batches", () => {
  it("are none when nothing about the batches changed", () => {
    const java = course("java");
    expect(opened([java], [{ ...java, fee: 2000, seats: 20 }])).toEqual([]);
  });

  it("include a course's new batch date", () => {
    expect(opened([course("java")], [course("java", { nextBatch: "2027-03-06" })])).toEqual([
      "java 2027-03-06",
    ]);
  });

  it("include a batch whose enrolment opened, and not one that closed", () => {
    expect(
      opened(
        [course("java", { open: false }), course("rust")],
        [course("java"), course("rust", { open: false })],
      ),
    ).toEqual(["java 2027-01-09"]);
  });

  it("include a new course's batch, and keep each course's batches apart", () => {
    expect(
      opened(
        [course("java", { nextBatch: "2027-03-06" })],
        [course("java", { nextBatch: "2027-03-06" }), course("rust", { nextBatch: "2027-03-06" })],
      ),
    ).toEqual(["rust 2027-03-06"]);
  });

  it("give the batch as the course describes it", () => {
    const [found] = newlyOpenBatches({ courses: [] }, { courses: [course("java", { mode: "online" })] });
    expect(found?.batch).toMatchObject({ startsOn: "2027-01-09", mode: "online", seats: 10 });
    expect(found?.course.key).toBe("java");
  });
});
