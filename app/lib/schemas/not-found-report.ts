import { z } from "zod";
import "./browser-zod";

export const notFoundReportSchema = z.object({
  path: z
    .string({ error: "The path is required." })
    .trim()
    .min(1, "The path is required.")
    .max(2048, "The path is too long."),
  referrer: z.string().trim().max(2048, "The referrer is too long.").optional(),
});
