import type { Catalogue, Course } from "~/lib/courses";

/** The eleven keys are those of POST /submitCourseData; the fees are the spec's, in US dollars. */
const course = (key: string, name: string, fee: number): Course => ({
  key,
  name,
  description: `Online certification course in ${name}.`,
  fee,
  currency: "USD",
  duration: "8 weeks",
  batches: [{ startsOn: "", timing: "", mode: "online", place: "", seats: 30, open: true }],
});

export const defaultCourses: Catalogue & { courses: Course[] } = {
  courses: [
    course("cProgramming", "C Programming", 2000),
    course("cppProgramming", "C++", 3000),
    course("javaProgramming", "Java", 4000),
    course("phpProgramming", "PHP", 2500),
    course("pythonProgramming", "Python", 3000),
    course("angularUi", "Angular with UI", 3500),
    course("mongoose", "Mongoose", 2800),
    course("mongoDb", "MongoDB", 2200),
    course("nodeJs", "Node.js", 3200),
    course("expressJs", "Express.js", 2900),
    course("otherPlatform", "other platform", 1500),
  ],
};
