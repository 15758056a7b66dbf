import { z } from "zod";

/**
 * The text fields that come with an uploaded file: the need and online forms send the enquiry the
 * file belongs to. Other fields (the honeypot) pass through untouched.
 */
export const uploadFieldsSchema = z.looseObject({ enquiryId: z.string().max(100).optional() });

export type UploadFields = z.infer<typeof uploadFieldsSchema>;
