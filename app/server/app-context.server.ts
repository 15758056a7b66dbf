import type { Kysely } from "kysely";
import { RouterContextProvider } from "react-router";
import type { Config } from "./config.server";
import type { LiveContent } from "./content/live.server";
import type { Database, Dialect } from "./db/schema.server";
import type { Logger } from "./logger.server";

/** What every loader and action receives as `context`, built per request by the Express entry. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  log: Logger;
  /** The CSP nonce of this response, for the inline scripts React Router renders. */
  nonce: string;
  requestId: string;
  /** The client's address (behind a proxy, as TRUST_PROXY allows), for rate limits. */
  clientIp: string;
  /** The site's published content as this process serves it (decision 031). */
  site: LiveContent;
}

/**
 * The `context` of a request. With middleware on, React Router wants a RouterContextProvider (for
 * values middleware adds with `context.set`); the app's own values sit on it as plain properties,
 * so loaders and actions read `context.db` as they always did.
 */
export function requestContext(values: AppContext): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), values);
}

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
  interface RouterContextProvider extends AppContext {}
}
