import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { observeRequest } from "~/server/metrics.server";

/** The label of every request no route of ours matched: a path would let clients mint series. */
export const UNMATCHED = "unmatched";

type Manifest = ServerBuild["routes"];

function routeTree(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route?.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route?.id, path: route?.path, children: routeTree(manifest, route?.id) },
    );
}

/**
 * The route pattern a path matches in React Router's table (`/userImages/:file`), or UNMATCHED
 * when only the catch-all does. A client navigation's `/feedback.data` counts as `/feedback`.
 */
export function routePatterns(manifest: Manifest) {
  const tree = routeTree(manifest);
  return (pathname: string): string => {
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(tree, page) ?? [];
    const paths = matches.map((match) => match.route.path ?? "").filter(Boolean);
    if (paths.length === 0) return matches.length > 0 ? "/" : UNMATCHED;
    if (paths.some((path) => path.includes("*"))) return UNMATCHED;
    return `/${paths.map((path) => path.replace(/^\/+|\/+$/g, "")).join("/")}`;
  };
}

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
 * (/healthz), else the React Router pattern, else what an earlier handler named it
 * (`countedAs`), else UNMATCHED.
 */
export function measureRequests(patternOf: (pathname: string) => string): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // The original URL: a mounted handler (/assets) may still hold a shortened req.path here.
      let route: string = req.route?.path ?? patternOf(req.originalUrl.split("?")[0] ?? "/");
      if (route === UNMATCHED && typeof res.locals.metricsRoute === "string") route = res.locals.metricsRoute;
      observeRequest(route, req.method, res.statusCode, seconds);
    });
    next();
  };
}
