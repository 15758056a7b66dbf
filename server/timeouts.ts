import type { ServerOptions } from "node:http";

export const serverTimeouts = {
  headersTimeout: 20_000,
  // A 10 MB upload at 1 Mbit/s takes 80 s.
  requestTimeout: 120_000,
  // Longer than nginx's keepalive_timeout (60 s), so nginx never sends on a connection being closed.
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
} as const satisfies ServerOptions;
