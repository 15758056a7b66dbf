import type { Seo } from "../types";

const seo = (path: string, title: string, description: string): Seo => ({ path, title, description });

export const twoFactorPages = {
  secondStep: {
    seo: seo("/login/second-factor", "Second step", "Finish signing in with your second factor."),
    heading: "Second step",
    intro: "Your password was right. To finish signing in, enter the code your authenticator app shows now.",
    labels: { code: "Code" },
    hint: "Six digits from your app, or one of your recovery codes (such as 4k7xqm-2p9dhe-8vz3ta-kw6nrb), each of which works once.",
    submit: "Verify",
    passkey: "Use a passkey instead",
    passkeyNeedsScript: "A passkey needs JavaScript in this browser; use your app's code or a recovery code.",
    startAgain: { to: "/login", label: "Log in again" },
  },
  passkey: {
    seo: seo("/login/passkey", "Sign in with a passkey", "Sign in with a passkey instead of your password."),
    heading: "Sign in with a passkey",
    intro:
      "Admins who have added a passkey can sign in with it alone: your device asks for your PIN, fingerprint or face.",
    submit: "Sign in with a passkey",
    needsScript: "A passkey needs JavaScript in this browser. Log in with your email and password instead.",
    passwordLink: { to: "/login", label: "Log in with email and password" },
  },
  manage: {
    seo: seo("/admin/two-factor", "Two-factor sign-in", "Set up your second factor for signing in."),
    heading: "Two-factor sign-in",
    required:
      "Admins need a second factor before they can use the admin area. Set up an authenticator app or add a passkey below.",
    app: {
      heading: "Authenticator app",
      off: "Not set up.",
      on: "Set up: signing in asks for the code your app shows.",
      start: "Set up an authenticator app",
      restart: "Start again with a new key",
      scan: "Scan this QR code with your authenticator app, or type the key below into it. Then enter the six-digit code the app shows, to confirm.",
      qrLabel: "QR code with the key for your authenticator app",
      keyLabel: "Key",
      codeLabel: "Code from the app",
      confirm: "Confirm",
      remove: "Remove the app",
    },
    recovery: {
      heading: "Recovery codes",
      intro: "Each recovery code signs you in once, in place of your app's code, when you cannot use it.",
      left: (count: number) =>
        count === 1 ? "1 unused recovery code left." : `${count} unused recovery codes left.`,
      newCodes: "Your new recovery codes",
      keepThem: "Print them or keep them in a password manager. They are shown only now.",
      continueIntro: "Once they are kept safe, go on: after this page they are not shown again.",
      continue: "I have saved them, continue",
      issueIntro: "New codes replace every earlier one.",
      issue: "Make new recovery codes",
    },
    passkeys: {
      heading: "Passkeys",
      intro:
        "A passkey lives in this device or your password manager. It can finish a sign-in after your password, or sign you in alone at /login/passkey.",
      none: "No passkey yet.",
      added: (date: string) => `Added ${date}`,
      lastUsed: (date: string | null) => (date ? `last used ${date}` : "not used yet"),
      remove: (name: string) => `Remove ${name}`,
      nameLabel: "Name for the new passkey",
      defaultName: "Passkey",
      add: "Add a passkey",
      needsScript: "Adding a passkey needs JavaScript in this browser.",
    },
  },
} as const;
