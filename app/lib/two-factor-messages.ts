// Apart from messages.ts, which every public page loads: these would add to each page's scripts.
export const twoFactorMessages = {
  codeNeeded:
    "Password accepted. Finish signing in with your authenticator app, a recovery code or a passkey.",
  signInFailed: "The second step did not succeed.",
  wrongCode:
    "That code is wrong or was already used. Enter the code your app shows now, or an unused recovery code.",
  codesLocked:
    "Too many wrong codes in a row: codes are locked for this account. Sign in with a passkey, or ask the site's operator to reset your two-factor sign-in.",
  pendingExpired: "Your sign-in waited too long for its second step. Log in again.",
  codeRequired: "Enter a code.",
  enrolFirst: "Set up two-factor sign-in first, at /admin/two-factor: admins need a second factor.",
  notChanged: "Nothing was changed.",
  unknownIntent: "Choose what to change.",
  appStarted: "Scan the QR code, or type the key, into your authenticator app, then enter the code it shows.",
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
  passkeyCancelled: "No passkey was used. Try again, or sign in another way.",
} as const;
