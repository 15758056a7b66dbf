import { randomUUID } from "node:crypto";

// An incoming X-Request-Id (nginx's $request_id, say) is kept only when it looks safe to log.
const REQUEST_ID = /^[\w.-]{1,64}$/;

export const requestIdFor = (given: string | string[] | undefined) =>
  typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
