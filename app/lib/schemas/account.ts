import { z } from "zod";
import { messages } from "../messages";
import { email, mobile, requiredText } from "./fields";
import { limits, passwordRules } from "./limits";

export const password = z
  .string({ error: messages.field.passwordRequired })
  .min(1, messages.field.passwordRequired)
  .min(passwordRules.min, messages.field.passwordTooShort)
  .max(passwordRules.max, messages.field.passwordTooLong);

export const accountEmail = email.transform((value) => value.toLowerCase());

export const profileSchema = z.object({
  name: requiredText(limits.name, messages.field.nameRequired),
  email: accountEmail,
  mno: mobile,
});

export const registerSchema = profileSchema.extend({ password });

/** Any length is checked against the hash; only absurd sizes are refused before hashing. */
export const currentPassword = (required: string = messages.field.passwordRequired) =>
  z.string({ error: required }).max(1024, messages.field.passwordTooLong).min(1, required);

/** Where to go after signing in; checked against the site's origin by the server (safeRedirect). */
export const redirectTo = z.string().max(2048).optional();

export const loginSchema = z.object({
  email: accountEmail,
  password: currentPassword(),
  redirectTo,
});

export const emailOnlySchema = z.object({ email: accountEmail });

export const resetPasswordSchema = z.object({
  token: z.string({ error: messages.account.linkInvalid }).min(1, messages.account.linkInvalid).max(200),
  password,
});

/** Logging out: this session, or with `scope` "others" every other one; any other scope is this one. */
export const logoutSchema = z.object({ scope: z.enum(["others"]).optional().catch(undefined) });

export type Registration = z.infer<typeof registerSchema>;
export type Login = z.infer<typeof loginSchema>;
export type Profile = z.infer<typeof profileSchema>;
