import { randomUUID } from "node:crypto";

/** An incoming X-Request-Id (from nginx's $request_id, say) is kept when it looks like one. */
const REQUEST_ID = /^[\w.-]{1,64}$/;

/** The id of a request: the one it came with, or a new one. */
export const requestIdFor = (given: string | string[] | undefined) =>
  typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
