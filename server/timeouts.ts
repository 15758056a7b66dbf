import type { ServerOptions } from "node:http";

/**
 * How long the server waits on a client, chosen so that slow or stalled clients cost a connection
 * for a bounded time and never a worker. Node checks open connections against them every
 * `connectionsCheckingInterval`. A request body also has its own idle limit (BODY_IDLE_MS).
 */
export const serverTimeouts = {
  /** The request line and headers: a few hundred bytes, so 20 s is generous even on a poor link. */
  headersTimeout: 20_000,
  /** The whole request, body included: a 10 MB upload at 1 Mbit/s takes 80 s. */
  requestTimeout: 120_000,
  /**
   * An idle keep-alive connection: longer than nginx's upstream keepalive_timeout (60 s), so the
   * proxy, not the app, closes idle connections and never sends a request on one being closed.
   */
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
} as const satisfies ServerOptions;
