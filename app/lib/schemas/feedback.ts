import { z } from "zod";
import { messages } from "../messages";
import { email, requiredText } from "./fields";
import { limits } from "./limits";

export const feedbackSchema = z.object({
  name: requiredText(limits.name, messages.field.nameRequired),
  email,
  message: requiredText(limits.longText, messages.field.messageRequired),
});

export type Feedback = z.infer<typeof feedbackSchema>;
