import { hostname } from "node:os";
import path from "node:path";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { formatBytes } from "~/lib/format";
import { accountEmail, password as passwordRule } from "~/lib/schemas/account";
import { createOrPromoteAdmin, resetSecondFactors } from "~/server/admin/admins.server";
import { loadConfig } from "~/server/config.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { smtpTransport } from "~/server/mail/outbox-worker.server";
import { backup } from "~/server/operations/backup.server";
import { OperationError } from "~/server/operations/data-files.server";
import { migrateData } from "~/server/operations/migrate-data.server";
import { restore } from "~/server/operations/restore.server";

/** The parsed arguments, or null once their fault and the usage were written (exit code 2). */
export function commandLine<T extends ParseArgsConfig>(
  config: T,
  write: (text: string) => void,
  usage: string,
  check?: (line: ReturnType<typeof parseArgs<T>>) => void,
): ReturnType<typeof parseArgs<T>> | null {
  try {
    const line = parseArgs(config);
    check?.(line);
    return line;
  } catch (error) {
    write(`${(error as Error).message}\n${usage}\n`);
    return null;
  }
}

/** A refusal (OperationError) is one line and exit code 1; anything else is a bug and keeps its stack. */
export async function runOperation(write: (text: string) => void, work: () => Promise<number>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OperationError)) throw error;
    write(`${error.message}\n`);
    return 1;
  }
}

const backupUsage = "Usage: npm run backup [-- --to <folder>]   (default folder: backups/)";

/** What the backup says of the session secret, which sessions and two-factor secrets depend on. */
function secretLine(included: boolean, secretSet: boolean, secretIsSite: boolean | null) {
  if (secretIsSite === false)
    return `NOT THE SITE'S: the secret ${secretSet ? "SESSION_SECRET in this shell" : "in DATA_DIR"} does not open the authenticator keys the site sealed, so the running site uses another. Run the backup with the service's environment (its environment file) and keep that secret beside the backup, or sessions and two-factor secrets will not survive a restore.`;
  if (included) return "included";
  if (secretSet) return "not included: SESSION_SECRET is set, keep it safe beside the backup";
  return "NOT INCLUDED: none is in DATA_DIR and SESSION_SECRET is not set in this shell. The running site takes its secret from its own environment (the service's environment file): keep a copy of it beside the backup, or sessions and two-factor secrets will not survive a restore.";
}

export async function backupCommand(argv: string[], write: (text: string) => void, env = process.env) {
  const line = commandLine({ args: argv, options: { to: { type: "string" } } }, write, backupUsage);
  if (!line) return 2;
  const { to = "backups" } = line.values;
  const config = loadConfig(env, { generateSecret: false });
  return runOperation(write, async () => {
    const { folder, manifest, pgDumpCommand, secretIsSite } = await backup(config, path.resolve(to));
    write(`Backup written to ${folder}\n`);
    if (manifest.database.dialect === "sqlite") {
      const rows = Object.values(manifest.database.rows).reduce((sum, count) => sum + count, 0);
      const tables = Object.keys(manifest.database.rows).length;
      write(`  database: ${rows} rows in ${tables} tables, ${formatBytes(manifest.database.bytes)}\n`);
    } else {
      write(
        `  database: ${manifest.database.file ? `pg_dump into ${manifest.database.file}` : "not dumped (below)"}\n`,
      );
    }
    for (const [name, summary] of Object.entries(manifest.folders))
      write(`  ${name}: ${summary.files} files, ${formatBytes(summary.bytes)}\n`);
    write(
      `  session secret: ${secretLine(manifest.sessionSecret, Boolean(env.SESSION_SECRET), secretIsSite)}\n`,
    );
    if (pgDumpCommand)
      write(
        `pg_dump is not on PATH: the files are copied; dump the database yourself with\n  ${pgDumpCommand}\n`,
      );
    return 0;
  });
}

const restoreUsage = "Usage: npm run restore -- <backup folder> [--force]";

/** The site must be stopped first. */
export async function restoreCommand(argv: string[], write: (text: string) => void) {
  const line = commandLine(
    { args: argv, options: { force: { type: "boolean", default: false } }, allowPositionals: true },
    write,
    restoreUsage,
    ({ positionals }) => {
      if (positionals.length !== 1) throw new Error("Name one backup folder.");
    },
  );
  if (!line) return 2;
  const [folder] = line.positionals;
  const { force } = line.values;
  const config = loadConfig();
  return runOperation(write, async () => {
    const { manifest, movedAside, pgRestoreCommand, notes } = await restore(config, folder ?? "", force);
    write(`Restored the backup of ${manifest.createdAt} into ${config.DATA_DIR}\n`);
    for (const item of movedAside) write(`  moved aside: ${item}\n`);
    for (const note of notes) write(`Note: ${note}\n`);
    if (pgRestoreCommand) write(`Now load the database dump with\n  ${pgRestoreCommand}\n`);
    return 0;
  });
}

const migrateDataUsage =
  "Usage: npm run migrate-data -- --from file:<path> [--to postgres://…]   (default --to: DATABASE_URL)";

export async function migrateDataCommand(argv: string[], write: (text: string) => void) {
  const line = commandLine(
    { args: argv, options: { from: { type: "string" }, to: { type: "string" } } },
    write,
    migrateDataUsage,
    ({ values }) => {
      if (!values.from) throw new Error("--from is required.");
    },
  );
  if (!line) return 2;
  const { from, to } = line.values;
  const target = to ?? loadConfig().DATABASE_URL;
  return runOperation(write, async () => {
    const started = performance.now();
    const copied = await migrateData(from ?? "", target);
    write(`Copied into ${new URL(target).host}${new URL(target).pathname}:\n`);
    for (const [table, rows] of Object.entries(copied)) write(`  ${table}: ${rows} rows\n`);
    write(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s; row counts match the source.\n`);
    return 0;
  });
}

const createAdminUsage =
  "Usage: npm run create-admin -- --email <address> [--name <name>] [--mobile <10 digits>] [--password <password>] | --reset-2fa";

export async function createAdminCommand(argv: string[], write: (text: string) => void) {
  const line = commandLine(
    {
      args: argv,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        mobile: { type: "string" },
        password: { type: "string" },
        "reset-2fa": { type: "boolean" },
      },
    },
    write,
    createAdminUsage,
  );
  if (!line) return 2;
  const options = line.values;
  const email = accountEmail.safeParse(options.email ?? "");
  if (!email.success) {
    write(`A valid --email is required.\n${createAdminUsage}\n`);
    return 2;
  }
  const { "reset-2fa": reset2fa, ...account } = options;
  if (reset2fa && [account.name, account.mobile, account.password].some((value) => value !== undefined)) {
    write(`--reset-2fa takes only --email.\n${createAdminUsage}\n`);
    return 2;
  }
  if (options.password !== undefined && !passwordRule.safeParse(options.password).success) {
    write("The --password must be 8 to 128 characters.\n");
    return 2;
  }
  const config = loadConfig();
  const { db, dialect } = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest({ db, dialect });
    if (reset2fa) {
      if ((await resetSecondFactors(db, config, email.data)) === "no-account") {
        write(`No account uses ${email.data}. Nothing changed.\n`);
        return 1;
      }
      write(
        `The second factors of ${email.data} were removed (authenticator app, recovery codes, passkeys) and its sessions ended. It signs in with its password and sets up a second factor again.\n`,
      );
      return 0;
    }
    const result = await createOrPromoteAdmin(db, { ...account, email: email.data });
    const said = {
      created: `Admin account created: ${email.data}`,
      promoted: `The account ${email.data} is now an admin. Its password is unchanged.`,
      "promoted-with-password": `The account ${email.data} is now an admin, with the password given; its sessions were ended.`,
      "already-admin": `${email.data} is already an admin. Nothing changed.`,
      unverified: `${email.data} has not verified its address, so it was not promoted: its owner must verify it first, or give --password to replace its password and end its sessions.`,
    }[result.outcome];
    write(`${said}\n`);
    if (result.generatedPassword) write(`Its password (shown only now): ${result.generatedPassword}\n`);
    return result.outcome === "unverified" ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

const mailCheckUsage = "Usage: npm run mail-check [-- --to <address>]   (default: COMPANY_EMAIL)";

/** Before a lead depends on it: the SMTP settings tried as the outbox would, and one test mail sent. */
export async function mailCheckCommand(argv: string[], write: (text: string) => void, env = process.env) {
  const line = commandLine({ args: argv, options: { to: { type: "string" } } }, write, mailCheckUsage);
  if (!line) return 2;
  const { to } = line.values;
  const config = loadConfig(env, { generateSecret: false });
  const address = accountEmail.safeParse(to ?? config.COMPANY_EMAIL);
  if (!address.success) {
    write(`--to must be an e-mail address.\n${mailCheckUsage}\n`);
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
