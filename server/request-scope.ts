import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";

const scope = new AsyncLocalStorage<string>();

/** Runs the rest of the request inside its id's scope, so a failure far from it can still name it. */
export const requestScope: RequestHandler = (req, _res, next) => scope.run(String(req.id), next);

/** The id of the request whose work is running now, if any. */
export const currentRequestId = () => scope.getStore();
