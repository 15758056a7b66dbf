import { createContext, type RouterContextProvider } from "react-router";
import { isDatabaseUnavailable } from "../db/errors.server";

/**
 * How long a client is asked to wait when the database is away: a restart of PostgreSQL takes
 * seconds, and a client that comes back sooner only gets another quick 503.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const databaseUnavailable = createContext(false);

/**
 * Notes, from an error a loader or action threw (entry.server's handleError, which sees it before
 * React Router hides its details), that this request failed because the database could not be
 * reached. Answers whether it did.
 */
export function noteUnavailable(error: unknown, context: Pick<RouterContextProvider, "set">): boolean {
  const unavailable = isDatabaseUnavailable(error);
  if (unavailable) context.set(databaseUnavailable, true);
  return unavailable;
}

/** Whether this request failed for a database outage: then it is answered 503, not 500 (decision 049). */
export const failedForOutage = (context: Pick<RouterContextProvider, "get">) =>
  context.get(databaseUnavailable);
