import { parseArgs } from "node:util";
import { loadConfig } from "~/server/config.server";
import { restore } from "~/server/operations/restore.server";
import { runOperation } from "./operation-command";

const usage = "Usage: npm run restore -- <backup folder> [--force]";

/** The site must be stopped first. */
export async function restoreCommand(argv: string[], write: (text: string) => void): Promise<number> {
  let folder: string | undefined;
  let force: boolean;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { force: { type: "boolean", default: false } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error("Name one backup folder.");
    [folder] = positionals;
    force = values.force;
  } catch (error) {
    write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
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
