/**
 * The sizes the forms' fields allow, without the schemas that enforce them: the fields set their
 * `maxLength` from here, and pages with a form need not load zod to render it (decision 017).
 */
export const limits = {
  name: 100,
  email: 254,
  mobile: 20,
  shortText: 2000,
  longText: 5000,
} as const;

/** Passwords: 8 to 128 characters (the server also refuses the most common ones). */
export const passwordRules = { min: 8, max: 128 } as const;

/** What an admin calls a passkey, to tell several apart. */
export const PASSKEY_NAME_MAX = 60;
