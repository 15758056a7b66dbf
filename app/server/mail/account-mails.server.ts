import { formatDateTime } from "~/lib/format";
import { maskAddress } from "~/lib/mailbox";
import { escapeHtml, type Mail } from "./outbox.server";

/** No name: it is whatever was typed at registration, and the address is not proved yet. */
const GREETING = "Hello,";

/** `link` is built from APP_URL, never from the request's Host header; its mail is cleared once sent. */
function noticeMail(
  to: { email: string },
  subject: string,
  lines: string[],
  footer: string,
  link?: { action: string; href: string },
): Mail {
  const linkLines = link ? [`${link.action}: ${link.href}`, ""] : [];
  const text = [GREETING, "", ...lines, "", ...linkLines, footer].join("\n");
  const html = [
    `<p>${GREETING}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.action)}</a></p>`] : []),
    `<p style="color:#555">${escapeHtml(footer)}</p>`,
  ].join("\n");
  return { to: to.email, subject, text, html, ...(link && { clearWhenSent: true }) };
}

/** A mail whose link carries a one-time `token` to `path`. */
const tokenMail =
  (subject: string, lines: string[], footer: string, action: string, path: string) =>
  (appUrl: string, user: { email: string }, token: string) =>
    noticeMail(user, subject, lines, footer, {
      action,
      href: `${appUrl}${path}?token=${encodeURIComponent(token)}`,
    });

export const verificationMail = tokenMail(
  "Verify your email address",
  ["Please confirm that this is your email address. The link works for 24 hours, once."],
  "If you did not register on our website, you can ignore this mail.",
  "Verify my email",
  "/email-verified",
);

export const resetMail = tokenMail(
  "Reset your password",
  ["Someone asked to reset the password of your account. The link works for 60 minutes, once."],
  "If you did not ask for this, ignore this mail: your password stays as it is.",
  "Choose a new password",
  "/forget-password",
);

export const setPasswordMail = tokenMail(
  "Your account on our website",
  [
    "An administrator created an account for you on our website.",
    "Choose a password to start using it. The link works for 7 days, once.",
  ],
  "If you did not expect this, you can ignore this mail: without a password nobody can log in.",
  "Choose my password",
  "/forget-password",
);

type Site = { appUrl: string; companyEmail: string };

const ifNotYou = ({ appUrl, companyEmail }: Site) =>
  `If this was not you, someone has your password: choose a new one at ${appUrl}/forget at once, then write to us at ${companyEmail}.`;

export interface EmailChange {
  from: string;
  to: string;
  byAdmin: boolean;
}

/** The new address is masked: it may be anyone's, and the notice must not quote a stranger in full. */
export const emailChangedMail = (
  { from, to, byAdmin }: EmailChange,
  origin: ChangeOrigin,
  companyEmail: string,
): Mail =>
  noticeMail(
    { email: from },
    "The email address of your account was changed",
    [
      `The email address of your account on our website was changed from ${from} to ${maskAddress(to)}${byAdmin ? " by an administrator" : ""}.`,
      originLine(origin),
      byAdmin
        ? "Mails about your account now go to the new address, your account was logged out everywhere, and the links we mailed before no longer work."
        : "Mails about your account now go to the new address, every other device was logged out, and the links we mailed before no longer work.",
    ],
    `If you did not expect this change, write to us at ${companyEmail} at once.`,
  );

export type FactorChange =
  | { kind: "app-added" | "app-removed" | "recovery-codes-issued" | "reset" }
  | { kind: "passkey-added" | "passkey-removed"; name: string };

const factorChangeText = (change: FactorChange) => {
  switch (change.kind) {
    case "app-added":
      return "An authenticator app was set up for signing in to your account.";
    case "app-removed":
      return "The authenticator app was removed from your account.";
    case "recovery-codes-issued":
      return "New recovery codes were made for your account. The earlier ones no longer work.";
    case "reset":
      return "The site's operator removed every second factor of your account (app, passkeys and recovery codes) and logged it out everywhere.";
    case "passkey-added":
      return `A passkey named "${change.name}" was added to your account. It can sign in to your account.`;
    case "passkey-removed":
      return `The passkey named "${change.name}" was removed from your account.`;
  }
};

/** No device or address for the operator's command line. */
export interface ChangeOrigin {
  at: string;
  device?: string | null;
  ip?: string;
}

const originLine = ({ at, device, ip }: ChangeOrigin) =>
  ip
    ? `This happened on ${formatDateTime(at)} from ${device ?? "an unknown device"} at ${ip}.`
    : `This happened on ${formatDateTime(at)}.`;

export const factorChangedMail = (
  user: { email: string },
  change: FactorChange,
  origin: ChangeOrigin,
  site: Site,
) =>
  noticeMail(
    user,
    "Your two-factor sign-in was changed",
    [factorChangeText(change), originLine(origin)],
    ifNotYou(site),
  );

/** Once locked, codes stay refused until a passkey signs in or the operator resets two-factor. */
export const codeFailuresMail = (user: { email: string }, failures: number, locked: boolean, site: Site) =>
  noticeMail(
    user,
    locked ? "Your sign-in codes are locked" : "Wrong sign-in codes for your account",
    [
      `Your password was given right, then ${failures} wrong codes in a row for the second step of signing in.`,
      locked
        ? "Codes from your app and recovery codes are now refused for your account. Sign in with a passkey, or ask the site's operator to reset your two-factor sign-in."
        : "Each further try must now wait longer, and more wrong codes will lock the codes of your account.",
    ],
    ifNotYou(site),
  );

/** Lists the passkeys that still sign in without the password, so the owner can remove a stranger's. */
export const passwordResetNoticeMail = (
  user: { email: string },
  passkeys: { name: string; createdAt: string }[],
  origin: ChangeOrigin,
  site: Site,
) =>
  noticeMail(
    user,
    "Your password was changed",
    [
      "A new password was set for your account with a link we mailed to you, and your account was logged out everywhere.",
      originLine(origin),
      ...(passkeys.length === 0
        ? []
        : [
            "These passkeys can still sign in to your account without the password:",
            ...passkeys.map((key) => `- ${key.name}, added ${formatDateTime(key.createdAt)}`),
            `If you do not know one of them, sign in and remove it at ${site.appUrl}/admin/two-factor.`,
          ]),
    ],
    ifNotYou(site),
  );
