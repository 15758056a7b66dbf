import { escapeHtml } from "./escape-html.server";
import type { Mail } from "./outbox.server";

interface LinkMail {
  to: string;
  name: string;
  subject: string;
  lines: string[];
  action: string;
  /** Built from APP_URL, never from the request's Host header. */
  link: string;
  footer: string;
}

function linkMail({ to, name, subject, lines, action, link, footer }: LinkMail): Mail {
  const text = [`Hello ${name},`, "", ...lines, "", `${action}: ${link}`, "", footer].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#555">${escapeHtml(footer)}</p>`,
  ].join("\n");
  return { to, subject, text, html, clearWhenSent: true };
}

export const verificationMail = (appUrl: string, user: { email: string; name: string }, token: string) =>
  linkMail({
    to: user.email,
    name: user.name,
    subject: "Verify your email address",
    lines: ["Please confirm that this is your email address. The link works for 24 hours, once."],
    action: "Verify my email",
    link: `${appUrl}/email-verified?token=${encodeURIComponent(token)}`,
    footer: "If you did not register on our website, you can ignore this mail.",
  });

export const resetMail = (appUrl: string, user: { email: string; name: string }, token: string) =>
  linkMail({
    to: user.email,
    name: user.name,
    subject: "Reset your password",
    lines: ["Someone asked to reset the password of your account. The link works for 60 minutes, once."],
    action: "Choose a new password",
    link: `${appUrl}/forget-password?token=${encodeURIComponent(token)}`,
    footer: "If you did not ask for this, ignore this mail: your password stays as it is.",
  });

/** An account an admin added has no password: this link lets its owner choose one. */
export const setPasswordMail = (appUrl: string, user: { email: string; name: string }, token: string) =>
  linkMail({
    to: user.email,
    name: user.name,
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
 * The notice to the address an account had before its owner changed it: if someone else made the
 * change, the owner hears of it where they still read mail, and whom to tell.
 */
export function emailChangedMail(
  before: { email: string; name: string },
  newEmail: string,
  companyEmail: string,
): Mail {
  const lines = [
    `The email address of your account on our website was changed from ${before.email} to ${newEmail}.`,
    "Mails about your account now go to the new address, and every other device was logged out.",
  ];
  const footer = `If you did not make this change, write to us at ${companyEmail} at once.`;
  const text = [`Hello ${before.name},`, "", ...lines, "", footer].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(before.name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p style="color:#555">${escapeHtml(footer)}</p>`,
  ].join("\n");
  return { to: before.email, subject: "The email address of your account was changed", text, html };
}
