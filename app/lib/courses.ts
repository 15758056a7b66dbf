import { formatDay } from "./format";
import { indiaDayOf } from "./india-days";
import { withoutMarks } from "./plain-letters";

export interface Course {
  key: string;
  name: string;
  description: string;
  fee: number;
  /** Each course's own: a catalogue may hold courses in rupees beside courses in dollars. */
  currency: Currency;
  duration: string;
  batches: Batch[];
}

/** One batch of a course: what a trainee needs to turn up. */
export interface Batch {
  /** `YYYY-MM-DD`, unique within its course; "" while the date is to be announced. */
  startsOn: string;
  /** As the owner writes it, e.g. "Sat–Sun, 10:00–13:00"; "" when not yet set. */
  timing: string;
  mode: CourseMode;
  /** An address; "" for an online batch. */
  place: string;
  seats: number;
  open: boolean;
}

export const batchOf = (course: Pick<Course, "batches">, startsOn: string): Batch | null =>
  course.batches.find((batch) => batch.startsOn === startsOn) ?? null;

/** A batch takes enrolments while it is open and has not started; one to be announced never starts. */
export const batchTakesEnrolments = (batch: Batch, today: string) =>
  batch.open && (batch.startsOn === "" || batch.startsOn > today);

/** Dated batches first, soonest first; those to be announced last. */
export function byStart(a: Pick<Batch, "startsOn">, b: Pick<Batch, "startsOn">) {
  const [first, second] = [a.startsOn || "9999", b.startsOn || "9999"];
  return first < second ? -1 : first > second ? 1 : 0;
}

export type Catalogue = { courses: readonly Course[] };

const batchKey = (course: Course, batch: Batch) => JSON.stringify([course.key, batch.startsOn]);

/** The batches `after` takes enrolments in that `before` did not: news for the people waiting for a course. */
export function newlyOpenBatches(before: Catalogue, after: Catalogue, today = indiaDayOf(new Date())) {
  const taking = (course: Course) => course.batches.filter((batch) => batchTakesEnrolments(batch, today));
  const wereOpen = new Set(
    before.courses.flatMap((course) => taking(course).map((batch) => batchKey(course, batch))),
  );
  return after.courses.flatMap((course) =>
    taking(course)
      .filter((batch) => !wereOpen.has(batchKey(course, batch)))
      .map((batch) => ({ course, batch })),
  );
}

export type OpenedBatch = ReturnType<typeof newlyOpenBatches>[number];

export type Unavailable = "closed" | "full";

export type OfferedBatch = Batch & { seatsLeft: number; unavailable: Unavailable | null };

/** A course as the form offers it: only the batches that take enrolments, soonest first. */
export interface OfferedCourse extends Omit<Course, "batches"> {
  batches: OfferedBatch[];
  /** Closed when no batch takes enrolments; full when each that does is full. */
  unavailable: Unavailable | null;
}

export type Offer = { courses: readonly OfferedCourse[] };

/** The batch a trainee gets who names none: the soonest with a seat left. */
export const firstOpenBatch = (course: OfferedCourse): OfferedBatch | null =>
  course.batches.find((batch) => batch.unavailable === null) ?? null;

export const unavailableLabels: Record<Unavailable, string> = {
  closed: "Enrolment closed",
  full: "Batch full",
};

export const unavailableMessages: Record<Unavailable, (name: string) => string> = {
  closed: (name) => `Enrolment in ${name} is closed: untick it to enrol in the others.`,
  full: (name) => `Every batch of ${name} is full: untick it to enrol in the others.`,
};

export const unavailableBatchMessage = (name: string) =>
  `That batch of ${name} is not taking enrolments: choose another.`;

/** The form's field naming the batch chosen for a course; course keys hold no dash. */
export const batchField = (courseKey: string) => `batch-${courseKey}`;

/** A batch's value in that field: its start day, or "tba" for one whose date is to be announced. */
export const batchValue = (startsOn: string) => startsOn || "tba";

export type PaidFee = { key: string; label: string; fee: number; currency: Currency };

/** The chosen courses (keys, in any order, repeats ignored) in catalogue order, with their fees. */
export const feesOf = (courses: readonly Course[], chosen: Iterable<string>): PaidFee[] => {
  const keys = new Set(chosen);
  return courses
    .filter((course) => keys.has(course.key))
    .map(({ key, name, fee, currency }) => ({ key, label: name, fee, currency }));
};

/** What is due in each currency, in the order of `currencies`; a currency nobody owes is left out. */
export type Totals = Partial<Record<Currency, number>>;

export function totalsOf(fees: readonly Pick<PaidFee, "fee" | "currency">[]): Totals {
  const totals: Totals = {};
  for (const { value } of currencies) {
    const owed = fees.filter((paid) => paid.currency === value);
    if (owed.length > 0) totals[value] = owed.reduce((sum, paid) => sum + paid.fee, 0);
  }
  return totals;
}

/** "$2,000 + ₹18,000"; nothing owed reads as zero in `none`. */
export function formatTotals(totals: Totals, none: Currency = "USD"): string {
  const parts = currencies.flatMap(({ value }) => {
    const amount = totals[value];
    return amount === undefined ? [] : [formatFee(amount, value)];
  });
  return parts.length > 0 ? parts.join(" + ") : formatFee(0, none);
}

/** The one currency of these courses, or null when they mix currencies (or are none). */
export function commonCurrency(courses: readonly Pick<Course, "currency">[]): Currency | null {
  const found = new Set(courses.map((course) => course.currency));
  return found.size === 1 ? ([...found][0] as Currency) : null;
}

// Fees are whole dollars or rupees (the editor refuses fractions). en-IN groups the Indian way: ₹1,00,000.
const feeFormats: Record<Currency, Intl.NumberFormat> = {
  USD: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
  INR: new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
};

export const formatFee = (amount: number, currency: Currency) => feeFormats[currency].format(amount);

export const formatBatchDate = (day: string): string | null => (day === "" ? null : formatDay(day));

/** Older rows store no currency. */
export const isCurrency = (value: unknown): value is Currency =>
  currencies.some((currency) => currency.value === value);

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

export const courseModeLabel = (mode: string) => courseModes.find((one) => one.value === mode)?.label ?? mode;

export const COURSES_FIELD = "courses";

/** A course's key is a form field's name beside these, so it may be none of them. */
export const reservedCourseKeys: readonly string[] = [
  "name",
  "mobile",
  "email",
  "description",
  "totalFees",
  "website",
  COURSES_FIELD,
];

export const COURSE_KEY = /^[a-z][A-Za-z0-9]{0,39}$/;

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
