import { z } from "zod";
import { messages } from "../messages";
import { email, mobile, optionalText, requiredText } from "./fields";
import { limits } from "./limits";

/** Loose: the honeypot and the visit's source pass through; the CV is checked on the server. */
export const applicationSchema = z.looseObject({
  name: requiredText(limits.name, messages.field.nameRequired),
  email,
  mobile,
  note: optionalText(limits.longText),
});

export type Application = z.infer<typeof applicationSchema>;
