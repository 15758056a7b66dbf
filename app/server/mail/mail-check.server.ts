import { hostname } from "node:os";
import type { Config } from "../config.server";
import { smtpTransport } from "./outbox-worker.server";

export type MailCheck =
  | { ok: true; server: string; messageId: string }
  | { ok: false; server: string | null; problem: string };

/** The server's address without the user and password an SMTP_URL may carry. */
function serverOf(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === "smtps:" ? "465" : "587");
  return `${url.protocol}//${url.hostname}:${port}`;
}

/** Connects, greets and authenticates as the outbox would, then sends one mail to `to`. */
export async function checkMail(
  config: Pick<Config, "SMTP_URL" | "SMTP_TIMEOUT_MS" | "MAIL_FROM" | "APP_URL">,
  to: string,
): Promise<MailCheck> {
  if (!config.SMTP_URL) {
    return {
      ok: false,
      server: null,
      problem: "SMTP_URL is not set: the site keeps its mails in the outbox.",
    };
  }
  const server = serverOf(config.SMTP_URL);
  const transport = await smtpTransport(config.SMTP_URL, config);
  try {
    await transport.verify();
    const sent = await transport.sendMail({
      from: config.MAIL_FROM,
      to,
      subject: `Mail check from ${config.APP_URL}`,
      text: [
        `This test mail was sent by \`npm run mail-check\` on ${hostname()} at ${new Date().toISOString()}.`,
        `The site at ${config.APP_URL} sends its mails through ${server} as ${config.MAIL_FROM}.`,
        "No reply is needed.",
      ].join("\n"),
    });
    return { ok: true, server, messageId: sent.messageId };
  } catch (error) {
    return { ok: false, server, problem: (error as Error).message.split("\n")[0] ?? String(error) };
  } finally {
    transport.close();
  }
}
