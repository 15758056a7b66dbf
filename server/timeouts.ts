import type { ServerOptions } from "node:http";

export const serverTimeouts = {
  headersTimeout: 20_000,
  // Long enough for the largest upload (MAX_UPLOAD_MB) over a slow mobile link.
  requestTimeout: 120_000,
  // Longer than nginx's keepalive_timeout (60 s), so nginx never sends on a connection being closed.
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
} as const satisfies ServerOptions;
