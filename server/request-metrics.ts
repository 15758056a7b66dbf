import type { RequestHandler } from "express";
import { observeRequest, UNMATCHED } from "~/server/metrics.server";

/** For handlers whose paths are the clients' to choose, which must not become metric labels. */
export function countedAs(route: string, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    res.locals.metricsRoute = route;
    handler(req, res, (error?: unknown) => {
      res.locals.metricsRoute = undefined;
      next(error);
    });
  };
}

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
