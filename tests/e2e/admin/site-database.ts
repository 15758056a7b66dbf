import path from "node:path";
import { type Config, loadConfig } from "../../../app/server/config.server";
import { type AppDatabase, openDatabase } from "../../../app/server/db/database.server";
import { dataDir } from "../leads/stored";

/**
 * Runs `work` on the test server's database with the server's own configuration (its session
 * secret is in the data folder), for set-up done through the site's own functions.
 */
export async function withSiteDatabase<T>(
  work: (app: AppDatabase, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: `file:${path.join(dataDir(), "app.db")}` });
  const app = openDatabase(config.DATABASE_URL);
  try {
    return await work(app, config);
  } finally {
    await app.writes.close();
    await app.db.destroy();
  }
}
