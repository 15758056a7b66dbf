import type { RequestHandler } from "express";
import { observeRequest, UNMATCHED } from "~/server/metrics.server";

/**
 * A handler whose answers count under one name (the static files, whose paths are the clients' to
 * choose); a request it passes on counts as whatever answers it.
 */
export function countedAs(route: string, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    res.locals.metricsRoute = route;
    handler(req, res, (error?: unknown) => {
      res.locals.metricsRoute = undefined;
      next(error);
    });
  };
}

/**
 * Times every request Express answers and counts it under its route: an Express route's own path
 * (/healthz), else the name its handler gave it in `res.locals.metricsRoute` (the React Router
 * pattern, through `requestMetricsSlot`, or `countedAs`), else UNMATCHED.
 */
export const measureRequests: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const named = res.locals.metricsRoute;
    const route = req.route?.path ?? (typeof named === "string" ? named : UNMATCHED);
    observeRequest(route, req.method, res.statusCode, seconds);
  });
  next();
};
