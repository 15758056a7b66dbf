import { loadConfig } from "~/server/config.server";
import { migrateData } from "~/server/operations/migrate-data.server";
import { commandLine, runOperation } from "./operation-command";

const usage =
  "Usage: npm run migrate-data -- --from file:<path> [--to postgres://…]   (default --to: DATABASE_URL)";

export async function migrateDataCommand(argv: string[], write: (text: string) => void): Promise<number> {
  const line = commandLine(
    { args: argv, options: { from: { type: "string" }, to: { type: "string" } } },
    write,
    usage,
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
