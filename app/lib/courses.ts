import { formatDay } from "./format";
import { withoutMarks } from "./plain-letters";

/**
 * The online certification course catalogue's pure helpers (docs/product.md section 9, decision
 * 055). The catalogue itself is the published `courses` content area: the course form,
 * `GET /initialData` and the server's fee total all read it there, and pass it here.
 */

/** A course of the catalogue, as the `courses` area holds it. */
export interface Course {
  key: string;
  name: string;
  description: string;
  fee: number;
  duration: string;
  /** `YYYY-MM-DD`; "" while the next batch's date is to be announced. */
  nextBatch: string;
  seats: number;
  mode: CourseMode;
  open: boolean;
}

export interface Catalogue {
  currency: Currency;
  courses: readonly Course[];
}

/** Why a course cannot be chosen now: enrolment closed, or its next batch has no seat left. */
export type Unavailable = "closed" | "full";

/** A course as the course form offers it: with its batch's seats left, and why it cannot be chosen. */
export interface OfferedCourse extends Course {
  seatsLeft: number;
  unavailable: Unavailable | null;
}

/** The catalogue as the course form and its schema read it. */
export interface Offer {
  currency: Currency;
  courses: readonly OfferedCourse[];
}

/** What the form shows beside a course that cannot be chosen. */
export const unavailableLabels: Record<Unavailable, string> = {
  closed: "Enrolment closed",
  full: "Batch full",
};

/** The refusal of a course that cannot be chosen, naming it, for its field. */
export const unavailableMessages: Record<Unavailable, (name: string) => string> = {
  closed: (name) => `Enrolment in ${name} is closed: untick it to enrol in the others.`,
  full: (name) => `The next batch of ${name} is full: untick it to enrol in the others.`,
};

/** What a course chosen in an enrolment cost, as the enrolment stores it (decision 055). */
export interface PaidFee {
  key: string;
  label: string;
  fee: number;
}

/** The chosen courses (keys, in any order, repeats ignored) in catalogue order, with their fees. */
export const feesOf = (courses: readonly Course[], chosen: Iterable<string>): PaidFee[] => {
  const keys = new Set(chosen);
  return courses
    .filter((course) => keys.has(course.key))
    .map(({ key, name, fee }) => ({ key, label: name, fee }));
};

/** The sum of the fees of the chosen courses of a catalogue, each once. */
export const totalFees = (courses: readonly Course[], chosen: Iterable<string>): number =>
  feesOf(courses, chosen).reduce((sum, paid) => sum + paid.fee, 0);

// Fees are whole dollars or rupees (the editor refuses fractions). en-IN groups the Indian way: ₹1,00,000.
const feeFormats: Record<Currency, Intl.NumberFormat> = {
  USD: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
  INR: new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
};

/** A fee as the site shows it: "$2,000", "₹2,000", "₹1,00,000". */
export const formatFee = (amount: number, currency: Currency) => feeFormats[currency].format(amount);

/** A batch's start as the site shows it, "10 January 2027"; null while it is to be announced. */
export const formatBatchDate = (day: string): string | null => (day === "" ? null : formatDay(day));

/** Whether a stored currency is one of the catalogue's (rows stored before decision 055 have none). */
export const isCurrency = (value: unknown): value is Currency =>
  currencies.some((currency) => currency.value === value);

/** The catalogue's currencies: USD as the spec has it, or Indian rupees. */
export const currencies = [
  { value: "USD", label: "US dollars ($2,000)" },
  { value: "INR", label: "Indian rupees (₹2,000)" },
] as const;

export type Currency = (typeof currencies)[number]["value"];

export const courseModes = [
  { value: "online", label: "Online" },
  { value: "classroom", label: "Classroom" },
] as const;

export type CourseMode = (typeof courseModes)[number]["value"];

/** Where the course form's refusal of an enrolment that names no course goes, as a field's would. */
export const COURSES_FIELD = "courses";

/** A course's key is a form field's name beside these, so it may be none of them. */
export const reservedCourseKeys: readonly string[] = [
  "mobile",
  "email",
  "description",
  "totalFees",
  "website",
  COURSES_FIELD,
];

/** What a course key looks like: the spec's are camelCase words (`cppProgramming`). */
export const COURSE_KEY = /^[a-z][A-Za-z0-9]{0,39}$/;

/** A new course's key, from its name: "Machine Learning" → "machineLearning", unique among `taken`. */
export function courseKeyFor(name: string, taken: ReadonlySet<string>): string {
  const words = withoutMarks(name)
    .replace(/[^A-Za-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  // Every word capitalised, then the key's first letter lowered: a name that starts with a number
  // ("3D Modelling") keeps no digit in front and no capital first.
  const joined = words
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join("")
    .replace(/^[0-9]+/, "")
    .slice(0, 36);
  const camel = joined.charAt(0).toLowerCase() + joined.slice(1);
  const base = camel === "" || reservedCourseKeys.includes(camel) ? `course${camel}` : camel;
  let key = base;
  for (let suffix = 2; taken.has(key); suffix++) key = `${base}${suffix}`;
  return key;
}
