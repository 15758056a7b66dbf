/**
 * Re-authentication for sensitive actions (docs/decisions/037): the page that asks for the password
 * and the second factor again, and what it and the actions it guards say. Apart from `messages.ts`,
 * which every public page loads, as the two-factor messages are.
 */
export const CONFIRM_ACCESS_PATH = "/confirm-access";

/** The confirmation page, coming back to `redirectTo` once the owner has confirmed. */
export const confirmAccessPath = (redirectTo: string) =>
  `${CONFIRM_ACCESS_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`;

export const confirmAccessMessages = {
  /** A sensitive action asked for without a recent confirmation. */
  needed: "Confirm it is you first: enter your password again, and your second factor if you have one.",
  /** The profile's email field, when the session has no recent confirmation. */
  emailNeedsIt: "To change your email, confirm it is you first.",
  failed: "Access was not confirmed.",
  confirmed: "Thank you. For the next 10 minutes you can make sensitive changes.",
  factorRequired: "Enter a code from your authenticator app, or a recovery code, or use a passkey.",
  passwordRequired: "Enter your password.",
  wrongPassword: "Your password is not right.",
} as const;
