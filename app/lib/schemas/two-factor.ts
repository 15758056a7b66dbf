import { z } from "zod";
import { confirmAccessMessages } from "../confirm-access";
import { twoFactorMessages } from "../two-factor-messages";
import { currentPassword, redirectTo } from "./account";
import { requiredText } from "./fields";
import { PASSKEY_NAME_MAX } from "./limits";

/** Six digits from an authenticator app, or a recovery code; the server tells them apart. */
const code = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, twoFactorMessages.codeRequired)
  .max(40, twoFactorMessages.wrongCode);

export const secondStepSchema = z.object({ code, redirectTo });

const passkeyId = z.string().min(1).max(1400);

const passkeyName = requiredText(PASSKEY_NAME_MAX, twoFactorMessages.passkeyNameRequired);

/** Only the outline: @simplewebauthn/server checks every part against the challenge, origin and key. */
const credentialAnswer = z.looseObject({
  id: passkeyId,
  rawId: passkeyId,
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(10_000) }),
});

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

export const passkeySignInSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("options") }),
    z.object({ intent: z.literal("sign-in"), response: credentialAnswer, redirectTo }),
  ],
  { error: twoFactorMessages.unknownIntent },
);

const confirmingPassword = currentPassword(confirmAccessMessages.passwordRequired);

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
export type TwoFactorChange = z.infer<typeof twoFactorSchema>;
