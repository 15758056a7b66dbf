import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { type Config, loadConfig } from "../../../app/server/config.server";
import { type AppDatabase, openDatabase } from "../../../app/server/db/database.server";
import { dataDir } from "../leads/stored";

const databaseUrl = () => `file:${path.join(dataDir(), "app.db")}`;

/**
 * Runs `work` on the test server's database with the server's own configuration (its session
 * secret is in the data folder), for set-up done through the site's own functions.
 */
export async function withSiteDatabase<T>(
  work: (app: AppDatabase, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: databaseUrl() });
  const app = openDatabase(config.DATABASE_URL);
  try {
    return await work(app, config);
  } finally {
    await app.db.destroy();
  }
}

/** Makes an admin account on the test server's database as an operator does: `npm run create-admin`. */
export async function createAdminAccount(admin: { email: string; password: string }) {
  await promisify(execFile)(
    process.execPath,
    ["scripts/create-admin.js", "--email", admin.email, "--password", admin.password],
    {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir(), DATABASE_URL: databaseUrl(), LOG_LEVEL: "silent" },
    },
  );
}

/**
 * Moves the time the account's sessions last confirmed access 11 minutes back, as if the sign-in
 * were that old: the sensitive actions then ask for the password again (decision 037).
 */
export async function ageConfirmation(email: string) {
  await withSiteDatabase(async ({ db }) => {
    await db
      .updateTable("sessions")
      .set({ confirmed_at: new Date(Date.now() - 11 * 60 * 1000).toISOString() })
      .where("user_id", "in", db.selectFrom("users").select("id").where("email", "=", email))
      .execute();
  });
}
