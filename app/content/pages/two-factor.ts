import type { Seo } from "../types";

const seo = (path: string, title: string, description: string): Seo => ({ path, title, description });

/** The screens of two-factor sign-in (docs/decisions/027): the second step of a login, and the admin's set-up. */
export const twoFactorPages = {
  secondStep: {
    seo: seo("/login/second-factor", "Second step", "Finish signing in with your second factor."),
    heading: "Second step",
    intro: "Your password was right. To finish signing in, enter the code your authenticator app shows now.",
    labels: { code: "Code" },
    hint: "Six digits from your app, or one of your recovery codes (such as 4k7xq-m2p9d), each of which works once.",
    submit: "Verify",
    startAgain: { to: "/login", label: "Log in again" },
  },
  manage: {
    seo: seo("/admin/two-factor", "Two-factor sign-in", "Set up your second factor for signing in."),
    heading: "Two-factor sign-in",
    required:
      "Admins need a second factor before they can use the admin area. Set up an authenticator app below.",
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
      removeIntro: "To remove the app, confirm with your password.",
      remove: "Remove the app",
    },
    recovery: {
      heading: "Recovery codes",
      intro: "Each recovery code signs you in once, in place of your app's code, when you cannot use it.",
      left: (count: number) =>
        count === 1 ? "1 unused recovery code left." : `${count} unused recovery codes left.`,
      newCodes: "Your new recovery codes",
      keepThem: "Print them or keep them in a password manager. They are shown only now.",
      issueIntro: "New codes replace every earlier one. Confirm with your password.",
      issue: "Make new recovery codes",
    },
    password: "Your password",
  },
} as const;
