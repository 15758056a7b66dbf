import path from "node:path";
import { formatBytes } from "~/lib/format";
import { loadConfig } from "~/server/config.server";
import { backup } from "~/server/operations/backup.server";
import { commandLine, runOperation } from "./operation-command";

const usage = "Usage: npm run backup [-- --to <folder>]   (default folder: backups/)";

/** What the backup says of the session secret, which sessions and two-factor secrets depend on. */
function secretLine(included: boolean, secretSet: boolean, secretIsSite: boolean | null) {
  if (secretIsSite === false) {
    return `NOT THE SITE'S: the secret ${secretSet ? "SESSION_SECRET in this shell" : "in DATA_DIR"} does not open the authenticator keys the site sealed, so the running site uses another. Run the backup with the service's environment (its environment file) and keep that secret beside the backup, or sessions and two-factor secrets will not survive a restore.`;
  }
  if (included) return "included";
  if (secretSet) return "not included: SESSION_SECRET is set, keep it safe beside the backup";
  return "NOT INCLUDED: none is in DATA_DIR and SESSION_SECRET is not set in this shell. The running site takes its secret from its own environment (the service's environment file): keep a copy of it beside the backup, or sessions and two-factor secrets will not survive a restore.";
}

export async function backupCommand(
  argv: string[],
  write: (text: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const line = commandLine({ args: argv, options: { to: { type: "string" } } }, write, usage);
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
    for (const [name, summary] of Object.entries(manifest.folders)) {
      write(`  ${name}: ${summary.files} files, ${formatBytes(summary.bytes)}\n`);
    }
    write(
      `  session secret: ${secretLine(manifest.sessionSecret, Boolean(env.SESSION_SECRET), secretIsSite)}\n`,
    );
    if (pgDumpCommand) {
      write(
        `pg_dump is not on PATH: the files are copied; dump the database yourself with\n  ${pgDumpCommand}\n`,
      );
    }
    return 0;
  });
}
