import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

const scope = new AsyncLocalStorage<string>();

// So a failure far from the request can still name it.
export const requestScope: RequestHandler = (req, _res, next) => scope.run(String(req.id), next);

export const currentRequestId = () => scope.getStore();

// An incoming X-Request-Id (nginx's $request_id, say) is kept only when it looks safe to log.
const REQUEST_ID = /^[\w.-]{1,64}$/;

export const requestIdFor = (given: string | string[] | undefined) =>
  typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
