import { z } from "zod";
import { MAX_PERIOD_DAYS, periodDays } from "../charts";
import { inboxMessages } from "../inbox-messages";
import { indiaDayOf, isDay } from "../india-days";
import { badTrafficPeriod, lastDays, type TrafficSpan, trafficPeriods } from "../traffic";
import { emptyAsNull } from "./list";

const text = inboxMessages;
const offered = trafficPeriods.map(String) as [string, ...string[]];
const day = emptyAsNull(z.string({ error: text.badDate }).refine(isDay, { error: text.badDate }));

/** A first and a last day, either alone, else one of the quick choices; the last 30 days by default. */
export const trafficSpanSchema = z
  .object({ days: emptyAsNull(z.enum(offered, { error: badTrafficPeriod })), from: day, to: day })
  .transform(({ days, from, to }): TrafficSpan => {
    const today = indiaDayOf(new Date());
    const length = Number(days ?? trafficPeriods[0]);
    if (!from && !to) return lastDays(length, today);
    const end = to ?? today;
    return { from: from ?? lastDays(length, end).from, to: end };
  })
  .refine(({ from, to }) => from <= to, { error: text.badRange, path: ["to"] })
  .refine((span) => periodDays(span) <= MAX_PERIOD_DAYS, { error: text.periodTooLong, path: ["to"] });
