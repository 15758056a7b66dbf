import { z } from "zod";
import { messages } from "../messages";
import { email, mobile, optionalText, requiredText } from "./fields";
import { limits } from "./limits";

/**
 * The Apply form of an opening's page (/jobs/:slug): who applies and a note; the CV is
 * the form's file, checked by its bytes on the server. Other fields (the honeypot, the visit's
 * source) pass through untouched.
 */
export const applicationSchema = z.looseObject({
  name: requiredText(limits.name, messages.field.nameRequired),
  email,
  mobile,
  note: optionalText(limits.longText),
});

export type Application = z.infer<typeof applicationSchema>;
