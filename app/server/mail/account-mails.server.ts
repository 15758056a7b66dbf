import { formatDateTime } from "~/lib/format";
import { maskAddress } from "~/lib/mailbox";
import { escapeHtml } from "./escape-html.server";
import type { Mail } from "./outbox.server";

/**
 * Account mails greet no one by name: a name is whatever was typed at registration, and these mails
 * go to an address nobody has proved yet, so they carry the company's words only (decision 036).
 */
const GREETING = "Hello,";

interface LinkMail {
  to: string;
  subject: string;
  lines: string[];
  action: string;
  /** Built from APP_URL, never from the request's Host header. */
  link: string;
  footer: string;
}

function linkMail({ to, subject, lines, action, link, footer }: LinkMail): Mail {
  const text = [GREETING, "", ...lines, "", `${action}: ${link}`, "", footer].join("\n");
  const html = [
    `<p>${GREETING}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#555">${escapeHtml(footer)}</p>`,
  ].join("\n");
  return { to, subject, text, html, clearWhenSent: true };
}

export const verificationMail = (appUrl: string, user: { email: string }, token: string) =>
  linkMail({
    to: user.email,
    subject: "Verify your email address",
    lines: ["Please confirm that this is your email address. The link works for 24 hours, once."],
    action: "Verify my email",
    link: `${appUrl}/email-verified?token=${encodeURIComponent(token)}`,
    footer: "If you did not register on our website, you can ignore this mail.",
  });

export const resetMail = (appUrl: string, user: { email: string }, token: string) =>
  linkMail({
    to: user.email,
    subject: "Reset your password",
    lines: ["Someone asked to reset the password of your account. The link works for 60 minutes, once."],
    action: "Choose a new password",
    link: `${appUrl}/forget-password?token=${encodeURIComponent(token)}`,
    footer: "If you did not ask for this, ignore this mail: your password stays as it is.",
  });

/** An account an admin added has no password: this link lets its owner choose one. */
export const setPasswordMail = (appUrl: string, user: { email: string }, token: string) =>
  linkMail({
    to: user.email,
    subject: "Your account on our website",
    lines: [
      "An administrator created an account for you on our website.",
      "Choose a password to start using it. The link works for 7 days, once.",
    ],
    action: "Choose my password",
    link: `${appUrl}/forget-password?token=${encodeURIComponent(token)}`,
    footer: "If you did not expect this, you can ignore this mail: without a password nobody can log in.",
  });

/**
 * A notice about a change to an account's sign-in, to its owner's address: if someone else made the
 * change, the owner hears of it where they read mail, with what to do and whom to tell.
 */
function noticeMail(to: { email: string }, subject: string, lines: string[], footer: string): Mail {
  const text = [GREETING, "", ...lines, "", footer].join("\n");
  const html = [
    `<p>${GREETING}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p style="color:#555">${escapeHtml(footer)}</p>`,
  ].join("\n");
  return { to: to.email, subject, text, html };
}

/** What a notice says when the change may not be the owner's: reset the password, then tell us. */
const ifNotYou = (appUrl: string, companyEmail: string) =>
  `If this was not you, someone has your password: choose a new one at ${appUrl}/forget at once, then write to us at ${companyEmail}.`;

/** Who changed an account's address: its owner at /edit, or an admin at /admin/edit-user. */
export interface EmailChange {
  from: string;
  to: string;
  byAdmin: boolean;
}

/**
 * The notice to the address an account had before: if someone else made the change, the owner hears
 * of it where they still read mail, when and from where, and whom to tell. The new address is
 * masked: it may be anyone's, and the notice must not carry a stranger's words in full.
 */
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

/** A change of an account's second factors, as its notice names it (decision 037). */
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

/**
 * Where a change came from, for a notice: when, and from which device and address (none for the
 * operator's command line, which the notice's text names).
 */
export interface ChangeOrigin {
  at: string;
  device?: string | null;
  ip?: string;
}

const originLine = ({ at, device, ip }: ChangeOrigin) =>
  ip
    ? `This happened on ${formatDateTime(at)} from ${device ?? "an unknown device"} at ${ip}.`
    : `This happened on ${formatDateTime(at)}.`;

/** The notice of every change of an account's second factors, sent with the change. */
export const factorChangedMail = (
  user: { email: string },
  change: FactorChange,
  origin: ChangeOrigin,
  { appUrl, companyEmail }: { appUrl: string; companyEmail: string },
): Mail =>
  noticeMail(
    user,
    "Your two-factor sign-in was changed",
    [factorChangeText(change), originLine(origin)],
    ifNotYou(appUrl, companyEmail),
  );

/**
 * Wrong codes for an account's second step: someone who has its password is guessing. At the first
 * warning the codes still work; once locked they stay refused until a passkey signs in or the
 * operator resets two-factor sign-in.
 */
export const codeFailuresMail = (
  user: { email: string },
  failures: number,
  locked: boolean,
  { appUrl, companyEmail }: { appUrl: string; companyEmail: string },
): Mail =>
  noticeMail(
    user,
    locked ? "Your sign-in codes are locked" : "Wrong sign-in codes for your account",
    [
      `Your password was given right, then ${failures} wrong codes in a row for the second step of signing in.`,
      locked
        ? "Codes from your app and recovery codes are now refused for your account. Sign in with a passkey, or ask the site's operator to reset your two-factor sign-in."
        : "Each further try must now wait longer, and more wrong codes will lock the codes of your account.",
    ],
    ifNotYou(appUrl, companyEmail),
  );

/**
 * The notice of a password set with a mailed link: every session ended, and the passkeys that can
 * still sign in without the password listed, so the owner can remove one they do not know.
 */
export const passwordResetNoticeMail = (
  user: { email: string },
  passkeys: { name: string; createdAt: string }[],
  origin: ChangeOrigin,
  { appUrl, companyEmail }: { appUrl: string; companyEmail: string },
): Mail =>
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
            `If you do not know one of them, sign in and remove it at ${appUrl}/admin/two-factor.`,
          ]),
    ],
    ifNotYou(appUrl, companyEmail),
  );
