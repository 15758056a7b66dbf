import { z } from "zod";

/** Loose: other fields (the honeypot) pass through untouched. */
export const uploadFieldsSchema = z.looseObject({ enquiryId: z.string().max(100).optional() });

export type UploadFields = z.infer<typeof uploadFieldsSchema>;
