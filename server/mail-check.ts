import { accountEmail } from "~/lib/schemas/account";
import { loadConfig } from "~/server/config.server";
import { checkMail } from "~/server/mail/mail-check.server";
import { commandLine } from "./operation-command";

const usage = "Usage: npm run mail-check [-- --to <address>]   (default: COMPANY_EMAIL)";

/** Before a lead depends on it: the SMTP settings checked, and one test mail sent. */
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
  const result = await checkMail(config, address.data);
  if (!result.ok) {
    write(`Mail check failed${result.server ? ` at ${result.server}` : ""}: ${result.problem}\n`);
    return 1;
  }
  write(
    `${result.server} accepted a test mail to ${address.data} from ${config.MAIL_FROM} (message id ${result.messageId}).\n`,
  );
  return 0;
}
