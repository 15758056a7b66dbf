import { z } from "zod";
import { badTrafficPeriod, type TrafficPeriod, trafficPeriods } from "../traffic";

const offered = trafficPeriods.map(String) as [string, ...string[]];

export const trafficPeriodSchema = z.object({
  days: z.preprocess(
    (value) => value || offered[0],
    z.enum(offered, { error: badTrafficPeriod }).transform((days) => Number(days) as TrafficPeriod),
  ),
});
