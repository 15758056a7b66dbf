import type { Kysely } from "kysely";
import type { Config } from "../config.server";
import type { Database } from "../db/schema.server";

/** What saving a lead needs: the database, and the addresses its notification goes to. */
export interface LeadStore {
  db: Kysely<Database>;
  config: Pick<Config, "APP_URL" | "COMPANY_EMAIL" | "HR_EMAIL" | "UPLOADS_DIR">;
}
