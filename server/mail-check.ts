import { hostname } from "node:os";
import { accountEmail } from "~/lib/schemas/account";
import { loadConfig } from "~/server/config.server";
import { smtpTransport } from "~/server/mail/outbox-worker.server";
import { commandLine } from "./operation-command";

const usage = "Usage: npm run mail-check [-- --to <address>]   (default: COMPANY_EMAIL)";

/**
 * Before a lead depends on it: connects, greets and authenticates as the outbox would, then sends
 * one test mail.
 */
export async function mailCheckCommand(
  argv: string[],
  write: (text: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const line = commandLine({ args: argv, options: { to: { type: "string" } } }, write, usage);
  if (!line) return 2;
  const { to } = line.values;
  const config = loadConfig(env, { generateSecret: false });
  const address = accountEmail.safeParse(to ?? config.COMPANY_EMAIL);
  if (!address.success) {
    write(`--to must be an e-mail address.\n${usage}\n`);
    return 2;
  }
  if (!config.SMTP_URL) {
    write("Mail check failed: SMTP_URL is not set: the site keeps its mails in the outbox.\n");
    return 1;
  }
  // Without the user and password an SMTP_URL may carry.
  const url = new URL(config.SMTP_URL);
  const server = `${url.protocol}//${url.hostname}:${url.port || (url.protocol === "smtps:" ? "465" : "587")}`;
  const transport = await smtpTransport(config.SMTP_URL, config);
  try {
    await transport.verify();
    const sent = await transport.sendMail({
      from: config.MAIL_FROM,
      to: address.data,
      subject: `Mail check from ${config.APP_URL}`,
      text: [
        `This test mail was sent by \`npm run mail-check\` on ${hostname()} at ${new Date().toISOString()}.`,
        `The site at ${config.APP_URL} sends its mails through ${server} as ${config.MAIL_FROM}.`,
        "No reply is needed.",
      ].join("\n"),
    });
    write(
      `${server} accepted a test mail to ${address.data} from ${config.MAIL_FROM} (message id ${sent.messageId}).\n`,
    );
    return 0;
  } catch (error) {
    write(`Mail check failed at ${server}: ${(error as Error).message.split("\n")[0] ?? String(error)}\n`);
    return 1;
  } finally {
    transport.close();
  }
}
