import type { Logger } from "~/server/logger.server";

/**
 * A request's log line for the handlers that answer before Express's logger, in the shape of
 * pino-http's (server/app.ts): info, warn from 400 on, error from 500 on.
 */
export function logAnswer(
  log: Logger,
  req: { method?: string; url?: string },
  id: string,
  status: number,
  ms: number,
) {
  const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
  if (!log.isLevelEnabled(level)) return;
  log[level](
    { req: { id, method: req.method, url: req.url }, res: { status }, responseTime: ms },
    `${req.method} ${req.url} ${status} ${Math.round(ms)}ms`,
  );
}
