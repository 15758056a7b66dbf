// Apart from messages.ts, which every public page loads.
export const CONFIRM_ACCESS_PATH = "/confirm-access";

export const confirmAccessPath = (redirectTo: string) =>
  `${CONFIRM_ACCESS_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`;

export const confirmAccessMessages = {
  needed: "Confirm it is you first: enter your password again, and your second factor if you have one.",
  emailNeedsIt: "To change your email, confirm it is you first.",
  failed: "Access was not confirmed.",
  confirmed: "Thank you. For the next 10 minutes you can make sensitive changes.",
  factorRequired: "Enter a code from your authenticator app, or a recovery code, or use a passkey.",
  passwordRequired: "Enter your password.",
  wrongPassword: "Your password is not right.",
} as const;
