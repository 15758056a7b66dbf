import { z } from "zod";
import { inboxMessages } from "../inbox-messages";

/** An opening's admin page does one thing: mark it filled. */
export const openingAdminActionSchema = z.object({
  intent: z.literal("fill", { error: inboxMessages.badAction }),
});
