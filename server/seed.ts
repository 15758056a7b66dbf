import { randomInt } from "node:crypto";
import { loadConfig } from "~/server/config.server";
import { liveContent } from "~/server/content/live.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { createLogger } from "~/server/logger.server";
import { DEMO_PASSWORD, seedDemoSite } from "./demo-site";
import { commandLine } from "./operation-command";

const usage = "Usage: npm run seed [-- --force]   (--force: add the demo data to a site that has leads)";

/** Fills an empty site with demo data; a site with leads is refused unless --force. */
export async function seedCommand(
  argv: string[],
  write: (text: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const line = commandLine(
    { args: argv, options: { force: { type: "boolean", default: false } } },
    write,
    usage,
  );
  if (!line) return 2;
  const { force } = line.values;
  const config = loadConfig(env);
  const log = createLogger({ ...config, LOG_LEVEL: "warn" });
  const { db, dialect } = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest({ db, dialect });
    const { count } = await db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0 && !force) {
      write(`This site already has ${count} leads: npm run seed fills an empty one. ${usage}\n`);
      return 1;
    }
    const site = liveContent(db);
    // Digits only: a run's mark also ends its people's mobile numbers.
    const run = Number(count) > 0 ? String(randomInt(1000, 10_000)) : "";
    const demo = await seedDemoSite(
      (visitor) => ({
        config,
        db,
        dialect,
        log,
        site,
        nonce: "seed",
        requestId: `seed-${visitor}`,
        // TEST-NET-2: one documentation address per visitor.
        clientIp: `198.51.100.${(visitor % 254) + 1}`,
      }),
      run,
    );
    const leads = Object.entries(demo.leads).map(([kind, n]) => `${n} ${kind}`);
    write(
      [
        `Demo site ready: ${demo.courses} courses with batches, ${demo.openings} openings, ${demo.users} users (password ${DEMO_PASSWORD}).`,
        `Leads: ${leads.join(", ")}. Their mails wait in the outbox${config.SMTP_URL ? " and go to example.com addresses" : ""}.`,
        "",
      ].join("\n"),
    );
    return 0;
  } finally {
    await db.destroy();
  }
}
