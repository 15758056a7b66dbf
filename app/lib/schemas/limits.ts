/** Apart from the schemas, so pages with a form need not load zod to render it. */
export const limits = {
  name: 100,
  email: 254,
  mobile: 20,
  shortText: 2000,
  longText: 5000,
} as const;

export const passwordRules = { min: 8, max: 128 } as const;

export const PASSKEY_NAME_MAX = 60;
