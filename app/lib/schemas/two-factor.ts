import { z } from "zod";
import { messages } from "../messages";
import { currentPassword, redirectTo } from "./account";

/**
 * The two-factor forms (docs/decisions/027). A code is the six digits of an authenticator app or a
 * recovery code (ten characters, a dash between two fives); the server tells them apart.
 */
const code = z
  .string({ error: messages.twoFactor.codeRequired })
  .trim()
  .min(1, messages.twoFactor.codeRequired)
  .max(40, messages.twoFactor.wrongCode);

/** The second step of signing in. */
export const secondStepSchema = z.object({ code, redirectTo });

const confirmWithPassword = currentPassword(messages.twoFactor.passwordRequired);

/** The admin's two-factor page: every form on it names what it changes in `intent`. */
export const twoFactorSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("app-start") }),
    z.object({ intent: z.literal("app-confirm"), code }),
    z.object({ intent: z.literal("app-remove"), password: confirmWithPassword }),
    z.object({ intent: z.literal("recovery-codes"), password: confirmWithPassword }),
  ],
  { error: messages.twoFactor.unknownIntent },
);

export type SecondStep = z.infer<typeof secondStepSchema>;
export type TwoFactorChange = z.infer<typeof twoFactorSchema>;
