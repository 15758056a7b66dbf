import { z } from "zod";
import { openApplication, workKinds } from "~/content/pages/jobs";

/** Loose: other fields (the honeypot) pass through untouched. `work` is the jobs page's, kept for no other. */
export const uploadFieldsSchema = z.looseObject({
  enquiryId: z.string().max(100).optional(),
  work: z
    .union([z.literal(""), z.enum(workKinds)], { error: openApplication.refused })
    .optional()
    .transform((value) => value || undefined),
});

export type UploadFields = z.infer<typeof uploadFieldsSchema>;
