import type { Kysely } from "kysely";
import type { Config } from "./config.server";
import type { Dialect } from "./db/database.server";
import type { Database } from "./db/schema.server";
import type { WriteQueue } from "./db/write-queue.server";
import type { Logger } from "./logger.server";

/** What every loader and action receives as `context`, built per request by the Express entry. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  /** Group commit for leads and rate-limit counts (db/write-queue.server.ts). */
  writes: WriteQueue;
  log: Logger;
  /** The CSP nonce of this response, for the inline scripts React Router renders. */
  nonce: string;
  requestId: string;
  /** The client's address (behind a proxy, as TRUST_PROXY allows), for rate limits. */
  clientIp: string;
}

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
