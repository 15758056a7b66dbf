import { describe, expect, it } from "vitest";
import type { Batch } from "~/lib/courses";
import {
  completeCourses,
  completeOpenings,
  courseProblems,
  openingProblems,
  upgradeCourses,
  upgradeOpenings,
} from "./area-rules";
import { defaultCourses } from "./courses";
import { contentAreas, settleArea } from "./site-content";

const rust = {
  key: "",
  name: "Rust",
  description: "Systems programming without a garbage collector.",
  fee: 5000,
  currency: "USD" as const,
  duration: "6 weeks",
  batches: [] as Batch[],
};
const batch = (changes: Partial<Batch> = {}): Batch => ({
  startsOn: "2027-01-04",
  timing: "Sat–Sun, 10:00–13:00",
  mode: "online",
  place: "",
  seats: 2,
  open: true,
  ...changes,
});
const opening = {
  slug: "",
  title: "React Intern",
  type: "internship" as const,
  remote: false,
  location: "Mumbai",
  description: "Build pages.",
  skills: ["React"],
  postedOn: "",
  closesOn: "2027-01-31",
  experience: "junior" as const,
  positions: 1,
  salaryMin: 0,
  salaryMax: 0,
  salaryPer: "month" as const,
  filled: false,
};

describe("the course catalogue's rules", () => {
  it("gives a new course a key from its name and keeps the spec's eleven keys", () => {
    const completed = completeCourses({ ...defaultCourses, courses: [...defaultCourses.courses, rust] });
    expect(completed.courses.map((course) => course.key)).toEqual([
      ...defaultCourses.courses.map((course) => course.key),
      "rust",
    ]);
  });

  it("never gives a key twice, nor a field of the course form", () => {
    const completed = completeCourses({
      ...defaultCourses,
      courses: [
        { ...rust, name: "Rust" },
        { ...rust, name: "rust!" },
        { ...rust, name: "E-mail" },
        { ...rust, name: "Email" },
        { ...rust, name: "2024" },
      ],
    });
    expect(completed.courses.map((course) => course.key)).toEqual([
      "rust",
      "rust2",
      "eMail",
      "courseemail",
      "course",
    ]);
  });

  it("refuses a key taken twice, a form field's name, two batches of a course on one day, and a classroom with no place", () => {
    const problems = courseProblems({
      ...defaultCourses,
      courses: [
        {
          ...rust,
          key: "rust",
          batches: [batch(), batch({ timing: "Evenings" }), batch({ startsOn: "2027-03-06" })],
        },
        { ...rust, key: "rust", batches: [batch({ startsOn: "" }), batch({ startsOn: "" })] },
        { ...rust, key: "mobile", batches: [batch({ mode: "classroom", place: "  " })] },
        // A batch in the past is history, not a mistake: it has closed itself.
        {
          ...rust,
          key: "go",
          batches: [batch({ startsOn: "2020-01-06", mode: "classroom", place: "Andheri" })],
        },
      ],
    });
    expect(problems).toEqual({
      "courses.0.batches.1.startsOn": "Another batch of this course starts on that day: choose another day.",
      "courses.1.key": "The key rust is already taken by another course.",
      "courses.1.batches.1.startsOn":
        "Another batch of this course is to be announced: give one of them a date.",
      "courses.2.key": "The key mobile is a field of the course form: choose another.",
      "courses.2.batches.0.place": "Enter the address a classroom batch meets at.",
    });
  });

  it("reads a stored catalogue of one currency and one next batch per course as courses with their batches", () => {
    const stored = {
      currency: "INR",
      courses: [
        {
          ...rust,
          currency: undefined,
          batches: undefined,
          key: "rust",
          nextBatch: "2027-01-04",
          seats: 12,
          mode: "classroom",
          open: false,
        },
      ],
    };
    expect(upgradeCourses(JSON.parse(JSON.stringify(stored)))).toEqual({
      courses: [
        {
          key: "rust",
          name: "Rust",
          description: rust.description,
          fee: 5000,
          currency: "INR",
          duration: "6 weeks",
          batches: [
            { startsOn: "2027-01-04", timing: "", mode: "classroom", place: "", seats: 12, open: false },
          ],
        },
      ],
    });
    const today = { courses: [{ ...rust, currency: "USD", batches: [batch()] }] };
    expect(upgradeCourses(today)).toEqual(today);
  });
});

describe("the openings' rules", () => {
  it("gives a new opening its address from its title and today as its posting day", () => {
    const completed = completeOpenings(
      { openings: [opening, { ...opening, slug: "", postedOn: "2026-11-01" }] },
      "2026-12-03",
    );
    expect(completed.openings.map(({ slug, postedOn }) => ({ slug, postedOn }))).toEqual([
      { slug: "react-intern", postedOn: "2026-12-03" },
      { slug: "react-intern-2", postedOn: "2026-11-01" },
    ]);
  });

  it("refuses an address taken twice, no location unless remote, and a close before the posting", () => {
    const problems = openingProblems({
      openings: [
        { ...opening, slug: "react-intern", postedOn: "2026-12-03" },
        { ...opening, slug: "react-intern", postedOn: "2026-12-03", location: " " },
        {
          ...opening,
          slug: "remote-one",
          postedOn: "2026-12-03",
          remote: true,
          location: "",
          closesOn: "2026-12-02",
        },
      ],
    });
    expect(problems).toEqual({
      "openings.1.slug": "The address /jobs/react-intern is already taken by another opening.",
      "openings.1.location": "Enter the location, or tick Remote.",
      "openings.2.closesOn": "The closing day cannot be before the day the opening is posted.",
    });
  });

  it("refuses a salary whose minimum is above its maximum, on the minimum's field", () => {
    expect(
      openingProblems({ openings: [{ ...opening, slug: "a", salaryMin: 50000, salaryMax: 40000 }] }),
    ).toEqual({ "openings.0.salaryMin": "The salary's minimum cannot be above its maximum." });
    expect(
      openingProblems({ openings: [{ ...opening, slug: "a", salaryMin: 50000, salaryMax: 0 }] }),
    ).toEqual({});
  });

  it("reads an opening stored before salary, experience, positions and filled as having none", () => {
    const { experience, positions, salaryMin, salaryMax, salaryPer, filled, ...before } = opening;
    expect(upgradeOpenings({ openings: [before] })).toEqual({
      openings: [
        {
          ...before,
          experience: "fresher",
          positions: 1,
          salaryMin: 0,
          salaryMax: 0,
          salaryPer: "month",
          filled: false,
        },
      ],
    });
  });

  it("settles an area: completed when its rules hold, its problems otherwise", () => {
    expect(settleArea("openings", { openings: [opening] }, "2026-12-03")).toMatchObject({
      ok: true,
      value: { openings: [{ slug: "react-intern", postedOn: "2026-12-03" }] },
    });
    expect(
      settleArea("openings", { openings: [{ ...opening, closesOn: "2026-12-01" }] }, "2026-12-03"),
    ).toEqual({
      ok: false,
      fields: { "openings.0.closesOn": "The closing day cannot be before the day the opening is posted." },
    });
    const profile = contentAreas.profile.defaults;
    expect(settleArea("profile", profile, "2026-12-03")).toEqual({ ok: true, value: profile });
  });
});
