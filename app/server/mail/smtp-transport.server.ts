import type { Transporter } from "nodemailer";
import type { Config } from "../config.server";

/** The one way the site talks to its mail server; nodemailer is loaded only when a mail goes out. */
export async function smtpTransport(
  smtpUrl: string,
  { SMTP_TIMEOUT_MS: timeoutMs }: Pick<Config, "SMTP_TIMEOUT_MS">,
): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}
