import { z } from "zod";
import { interviewTexts } from "~/content/pages/interviews";
import { isDay } from "../india-days";
import {
  interviewModes,
  MAX_INTERVIEW_MINUTES,
  MAX_INTERVIEW_PLACE_LENGTH,
  MIN_INTERVIEW_MINUTES,
} from "../interviews";

const text = interviewTexts.refused;

const isHttpsLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
};

const minutesError = text.minutes(MIN_INTERVIEW_MINUTES, MAX_INTERVIEW_MINUTES);

const digits = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, { error: minutesError });

/** A form sends digits, JSON a number. */
const minutes = z
  .union([z.number(), digits], { error: minutesError })
  .transform(Number)
  .refine(
    (value) => Number.isInteger(value) && value >= MIN_INTERVIEW_MINUTES && value <= MAX_INTERVIEW_MINUTES,
    { error: minutesError },
  );

/** The time is India time; the past is refused where the clock is read, on the server. */
export const interviewSchema = z
  .object({
    intent: z.literal("interview"),
    day: z.string({ error: text.day }).trim().refine(isDay, { error: text.day }),
    time: z
      .string({ error: text.time })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: text.time }),
    minutes,
    mode: z.enum(interviewModes, { error: text.mode }),
    place: z
      .string({ error: text.place(MAX_INTERVIEW_PLACE_LENGTH) })
      .trim()
      .max(MAX_INTERVIEW_PLACE_LENGTH, { error: text.place(MAX_INTERVIEW_PLACE_LENGTH) })
      .default(""),
    interviewer: z.uuid({ error: text.interviewer }).transform((value) => value.toLowerCase()),
    /** The interview to move; empty sets a new one. */
    interview: z.string({ error: text.notFound }).trim().toLowerCase().default(""),
  })
  .refine((value) => value.mode !== "video" || isHttpsLink(value.place), {
    error: text.link,
    path: ["place"],
  })
  .refine((value) => value.mode !== "in_person" || value.place.length > 0, {
    error: text.address,
    path: ["place"],
  });

export const interviewCancelSchema = z.object({
  intent: z.literal("interview-cancel"),
  interview: z.uuid({ error: text.notFound }).transform((value) => value.toLowerCase()),
});

export type InterviewInput = z.infer<typeof interviewSchema>;
