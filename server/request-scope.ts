import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";

const scope = new AsyncLocalStorage<string>();

// So a failure far from the request can still name it.
export const requestScope: RequestHandler = (req, _res, next) => scope.run(String(req.id), next);

export const currentRequestId = () => scope.getStore();
