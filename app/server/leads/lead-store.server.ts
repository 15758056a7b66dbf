import type { CompiledQuery, Kysely } from "kysely";
import type { SuccessExtra } from "~/lib/action-result";
import type { Config } from "../config.server";
import type { LiveContent } from "../content/live.server";
import type { Database } from "../db/schema.server";
import type { WriteQueue } from "../db/write-queue.server";
import type { Acknowledgement } from "./acknowledgement.server";

/**
 * What saving a lead needs: the database to build its queries and read what they depend on, the
 * write queue that commits them (with others of the moment, on SQLite), and the addresses its
 * notification goes to.
 */
export interface LeadStore {
  db: Kysely<Database>;
  writes: WriteQueue;
  config: Pick<Config, "APP_URL" | "COMPANY_EMAIL" | "HR_EMAIL" | "UPLOADS_DIR">;
  /** The published content: the acknowledgement names the company as published. */
  site: Pick<LiveContent, "current">;
}

/**
 * What storing a lead takes: the queries to commit together, what the answer tells of it, and the
 * acknowledgement to write once the lead is committed (for a lead with an address).
 */
export interface LeadWrites {
  queries: CompiledQuery[];
  extra: SuccessExtra & { id: string };
  acknowledgement?: Acknowledgement;
}
