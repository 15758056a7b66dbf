import { z } from "zod";
import { indiaDayOf } from "../india-days";
import { badTrafficPeriod, lastDays, type TrafficSpan, trafficPeriods } from "../traffic";
import { inOrderWithinAYear, optionalDay } from "./inbox";
import { emptyAsNull } from "./list";

const offered = trafficPeriods.map(String) as [string, ...string[]];

/** A first and a last day, either alone, else one of the quick choices; the last 30 days by default. */
export const trafficSpanSchema = inOrderWithinAYear(
  z
    .object({
      days: emptyAsNull(z.enum(offered, { error: badTrafficPeriod })),
      from: optionalDay,
      to: optionalDay,
    })
    .transform(({ days, from, to }): TrafficSpan => {
      const today = indiaDayOf(new Date());
      const length = Number(days ?? trafficPeriods[0]);
      if (!from && !to) return lastDays(length, today);
      const end = to ?? today;
      return { from: from ?? lastDays(length, end).from, to: end };
    }),
);
