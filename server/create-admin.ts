import { accountEmail, password as passwordRule } from "~/lib/schemas/account";
import { createOrPromoteAdmin, resetSecondFactors } from "~/server/admin/admins.server";
import { loadConfig } from "~/server/config.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { commandLine } from "./operation-command";

const usage =
  "Usage: npm run create-admin -- --email <address> [--name <name>] [--mobile <10 digits>] [--password <password>] | --reset-2fa";

export async function createAdminCommand(argv: string[], write: (text: string) => void): Promise<number> {
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
    usage,
  );
  if (!line) return 2;
  const options = line.values;
  const email = accountEmail.safeParse(options.email ?? "");
  if (!email.success) {
    write(`A valid --email is required.\n${usage}\n`);
    return 2;
  }
  const { "reset-2fa": reset2fa, ...account } = options;
  if (reset2fa && [account.name, account.mobile, account.password].some((value) => value !== undefined)) {
    write(`--reset-2fa takes only --email.\n${usage}\n`);
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
