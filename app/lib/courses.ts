/**
 * The online certification course catalogue with its fees in US dollars (docs/product.md section 9). The
 * course form, `GET /initialData` and the server's fee total all read it from here.
 */
export const courses = [
  { key: "cProgramming", label: "C Programming", fee: 2000 },
  { key: "cppProgramming", label: "C++", fee: 3000 },
  { key: "javaProgramming", label: "Java", fee: 4000 },
  { key: "phpProgramming", label: "PHP", fee: 2500 },
  { key: "pythonProgramming", label: "Python", fee: 3000 },
  { key: "angularUi", label: "Angular with UI", fee: 3500 },
  { key: "mongoose", label: "Mongoose", fee: 2800 },
  { key: "mongoDb", label: "MongoDB", fee: 2200 },
  { key: "nodeJs", label: "Node.js", fee: 3200 },
  { key: "expressJs", label: "Express.js", fee: 2900 },
  { key: "otherPlatform", label: "other platform", fee: 1500 },
] as const;

export type CourseKey = (typeof courses)[number]["key"];

export const courseKeys = courses.map((course) => course.key) as [CourseKey, ...CourseKey[]];

export const currency = "USD";

/** The sum of the fees of the chosen courses. */
export function totalFees(chosen: Iterable<CourseKey>): number {
  const keys = new Set(chosen);
  return courses.reduce((sum, course) => (keys.has(course.key) ? sum + course.fee : sum), 0);
}

/** A fee as the form shows it: "$2,000". */
export const formatFee = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/** The catalogue's currencies: USD as the spec has it, or Indian rupees. */
export const currencies = [
  { value: "USD", label: "US dollars ($2,000)" },
  { value: "INR", label: "Indian rupees (₹2,000)" },
] as const;

export const courseModes = [
  { value: "online", label: "Online" },
  { value: "classroom", label: "Classroom" },
] as const;

/** A course's key is a form field's name beside these, so it may be none of them. */
export const reservedCourseKeys: readonly string[] = [
  "mobile",
  "email",
  "description",
  "totalFees",
  "website",
];

/** What a course key looks like: the spec's are camelCase words (`cppProgramming`). */
export const COURSE_KEY = /^[a-z][A-Za-z0-9]{0,39}$/;

/** A new course's key, from its name: "Machine Learning" → "machineLearning", unique among `taken`. */
export function courseKeyFor(name: string, taken: ReadonlySet<string>): string {
  const words = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const joined = words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join("")
    .replace(/^[0-9]+/, "")
    .slice(0, 36);
  const base = joined === "" || reservedCourseKeys.includes(joined) ? `course${joined}` : joined;
  let key = base;
  for (let suffix = 2; taken.has(key); suffix++) key = `${base}${suffix}`;
  return key;
}
