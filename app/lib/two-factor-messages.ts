/**
 * The messages of two-factor sign-in (docs/decisions/029), the way `messages.ts` keeps the others:
 * in a module of their own because every public page loads `messages.ts`, and these would add
 * two-thirds of a kilobyte to each (tests/integration/script-weight.test.ts keeps the budget).
 */
export const twoFactorMessages = {
  /** The password was right; the sign-in waits for its second step (JSON clients get it with 202). */
  codeNeeded:
    "Password accepted. Finish signing in with your authenticator app, a recovery code or a passkey.",
  signInFailed: "The second step did not succeed.",
  wrongCode:
    "That code is wrong or was already used. Enter the code your app shows now, or an unused recovery code.",
  /** Too many wrong codes in a row (decision 037): only a passkey or the operator opens them again. */
  codesLocked:
    "Too many wrong codes in a row: codes are locked for this account. Sign in with a passkey, or ask the site's operator to reset your two-factor sign-in.",
  pendingExpired: "Your sign-in waited too long for its second step. Log in again.",
  codeRequired: "Enter a code.",
  /** The admin area's refusal while an admin has no second factor and REQUIRE_ADMIN_2FA is on. */
  enrolFirst: "Set up two-factor sign-in first, at /admin/two-factor: admins need a second factor.",
  notChanged: "Nothing was changed.",
  unknownIntent: "Choose what to change.",
  appStarted: "Scan the QR code, or type the key, into your authenticator app, then enter the code it shows.",
  appNotStarted: "Start setting up the app first.",
  appAlreadyOn: "An authenticator app is already set up. Remove it before you set up another.",
  appConfirmed: "Your authenticator app is set up.",
  appConfirmedWithCodes:
    "Your authenticator app is set up. Save your recovery codes now: they are shown only this once.",
  appRemoved: "The authenticator app was removed.",
  appMissing: "No authenticator app is set up.",
  codesIssued:
    "New recovery codes are ready. Save them now: they are shown only this once. Your earlier codes no longer work.",
  codesNeedFactor: "Set up an authenticator app or a passkey first.",
  passkeyAdded: "The passkey was added.",
  passkeyAddedWithCodes:
    "The passkey was added. Save your recovery codes now: they are shown only this once.",
  passkeyNotAdded: "The passkey was not added.",
  passkeyNotAccepted: "The browser's answer did not check out. Try again.",
  passkeyNameRequired: "Give the passkey a name.",
  passkeyRemoved: "The passkey was removed.",
  passkeyMissing: "This passkey does not exist, or was removed.",
  passkeySignInFailed: "Signing in with a passkey did not succeed.",
  passkeyRefused: "This passkey is not one of this site's, or its answer did not check out.",
  /** The browser's prompt was closed, timed out, or found no passkey of this site. */
  passkeyCancelled: "No passkey was used. Try again, or sign in another way.",
} as const;
