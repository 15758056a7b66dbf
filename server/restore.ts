import { loadConfig } from "~/server/config.server";
import { restore } from "~/server/operations/restore.server";
import { commandLine, runOperation } from "./operation-command";

const usage = "Usage: npm run restore -- <backup folder> [--force]";

/** The site must be stopped first. */
export async function restoreCommand(argv: string[], write: (text: string) => void): Promise<number> {
  const line = commandLine(
    { args: argv, options: { force: { type: "boolean", default: false } }, allowPositionals: true },
    write,
    usage,
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
