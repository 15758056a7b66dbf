import type { Kysely } from "kysely";
import { RouterContextProvider } from "react-router";
import type { SiteContent } from "~/content/site-content";
import type { Config } from "./config.server";
import type { Database, Dialect } from "./db/schema.server";
import type { Logger } from "./logger.server";

export interface Published {
  content: SiteContent;
  generation: number;
  changedAt: string | null;
}

/** Follows the content generation in the database, so every worker of every instance sees a publish. */
export interface LiveContent {
  current(): Published;
  /** True when the generation moved on. */
  refresh(): Promise<boolean>;
  onChange(listener: (published: Published) => void): void;
}

export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  log: Logger;
  nonce: string;
  requestId: string;
  /** Behind a proxy, as TRUST_PROXY allows. */
  clientIp: string;
  site: LiveContent;
}

/** Middleware wants a RouterContextProvider; the app's values sit on it as plain properties. */
export const requestContext = (values: AppContext): RouterContextProvider =>
  Object.assign(new RouterContextProvider(), values);

declare module "react-router" {
  interface RouterContextProvider extends AppContext {}
}
