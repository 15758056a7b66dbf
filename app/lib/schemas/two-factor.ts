import { z } from "zod";
import { confirmAccessMessages } from "../confirm-access";
import { twoFactorMessages } from "../two-factor-messages";
import { currentPassword, redirectTo } from "./account";
import { requiredText } from "./fields";
import { PASSKEY_NAME_MAX } from "./limits";

/**
 * The two-factor forms (docs/decisions/029). A code is the six digits of an authenticator app or a
 * recovery code (24 characters in four groups of six); the server tells them apart.
 */
const code = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, twoFactorMessages.codeRequired)
  .max(40, twoFactorMessages.wrongCode);

/** The second step of signing in. */
export const secondStepSchema = z.object({ code, redirectTo });

/** A passkey's credential id (base64url), as a form names the one to remove. */
const passkeyId = z.string().min(1).max(1400);

const passkeyName = requiredText(PASSKEY_NAME_MAX, twoFactorMessages.passkeyNameRequired);

/**
 * A WebAuthn answer as the browser library hands it over (JSON): only its outline is checked here;
 * @simplewebauthn/server checks every part of it against the challenge, origin and key.
 */
const credentialAnswer = z.looseObject({
  id: passkeyId,
  rawId: passkeyId,
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(10_000) }),
});

/** The admin's two-factor page: every form and call on it names what it changes in `intent`. */
export const twoFactorSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("app-start") }),
    z.object({ intent: z.literal("app-confirm"), code }),
    z.object({ intent: z.literal("app-remove") }),
    z.object({ intent: z.literal("recovery-codes") }),
    z.object({ intent: z.literal("passkey-remove"), id: passkeyId }),
    // Adding a passkey takes the page's script (WebAuthn has no form): the challenge, then the answer.
    z.object({ intent: z.literal("passkey-options") }),
    z.object({ intent: z.literal("passkey-add"), name: passkeyName, response: credentialAnswer }),
  ],
  { error: twoFactorMessages.unknownIntent },
);

/** Signing in with a passkey, alone or as the second step (JSON from the sign-in pages' script). */
export const passkeySignInSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("options") }),
    z.object({ intent: z.literal("sign-in"), response: credentialAnswer, redirectTo }),
  ],
  { error: twoFactorMessages.unknownIntent },
);

const confirmingPassword = currentPassword(confirmAccessMessages.passwordRequired);

/**
 * Confirming access before a sensitive action (decision 037): the password, and the second factor
 * of an account that has one, as a code in the form or a passkey through the page's script.
 */
export const confirmAccessSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("confirm"),
      password: confirmingPassword,
      // An account without a second factor has no code field; the server decides whether one is needed.
      code: z
        .string()
        .trim()
        .max(40, twoFactorMessages.wrongCode)
        .optional()
        .transform((value) => value || undefined),
      redirectTo,
    }),
    z.object({ intent: z.literal("passkey-options") }),
    z.object({ intent: z.literal("passkey"), password: confirmingPassword, response: credentialAnswer }),
  ],
  { error: twoFactorMessages.unknownIntent },
);

export type ConfirmAccess = z.infer<typeof confirmAccessSchema>;
export type SecondStep = z.infer<typeof secondStepSchema>;
export type TwoFactorChange = z.infer<typeof twoFactorSchema>;
