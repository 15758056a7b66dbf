import path from "node:path";
import { parseArgs } from "node:util";
import { formatBytes } from "~/lib/format";
import { loadConfig } from "~/server/config.server";
import { backup } from "~/server/operations/backup.server";
import { runOperation } from "./operation-command";

const usage = "Usage: npm run backup [-- --to <folder>]   (default folder: backups/)";

export async function backupCommand(argv: string[], write: (text: string) => void): Promise<number> {
  let to: string;
  try {
    ({
      values: { to = "backups" },
    } = parseArgs({ args: argv, options: { to: { type: "string" } } }));
  } catch (error) {
    write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  const config = loadConfig();
  return runOperation(write, async () => {
    const { folder, manifest, pgDumpCommand } = await backup(config, path.resolve(to));
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
      `  session secret: ${manifest.sessionSecret ? "included" : "none in DATA_DIR (SESSION_SECRET is set)"}\n`,
    );
    if (pgDumpCommand) {
      write(
        `pg_dump is not on PATH: the files are copied; dump the database yourself with\n  ${pgDumpCommand}\n`,
      );
    }
    return 0;
  });
}
