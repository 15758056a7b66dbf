import { INDIA_OFFSET_MS } from "./india-days";

export const interviewModes = ["video", "phone", "in_person"] as const;
export type InterviewMode = (typeof interviewModes)[number];

export const MIN_INTERVIEW_MINUTES = 15;
export const MAX_INTERVIEW_MINUTES = 240;
export const MAX_INTERVIEW_PLACE_LENGTH = 500;

/** The instant of an India day ("2026-12-06") and time ("15:30"): India has no daylight saving. */
export const indiaInstant = (day: string, time: string) =>
  new Date(Date.parse(`${day}T${time}:00Z`) - INDIA_OFFSET_MS);

/** An instant as its India day and time, for the form and the mails. */
export function indiaDayAndTime(instant: Date | string) {
  const shifted = new Date(new Date(instant).getTime() + INDIA_OFFSET_MS).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

export interface InterviewView {
  id: string;
  startsAt: string;
  minutes: number;
  mode: InterviewMode;
  place: string;
  interviewerId: string | null;
  interviewer: string;
  sequence: number;
  cancelledAt: string | null;
  createdAt: string;
}
