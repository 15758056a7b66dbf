import type { MiddlewareFunction } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { messages } from "~/lib/messages";
import type { AppContext } from "../app-context.server";
import { sqliteFile } from "../db/database.server";
import { type StorageFault, storageFault } from "../db/errors.server";
import { answerData } from "./respond.server";

/**
 * Storage faults (a full disk, the database's write lock held elsewhere) answered as what they are,
 * a state of the server that passes, never as the client's mistake (4xx) or a bug (500); and logged
 * once per episode, not once per request (decision 048).
 */

/** How long a client is asked to wait before sending a refused write again (Retry-After). */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

type FaultContext = Pick<AppContext, "log" | "config">;
type Store = StorageFault["store"];

/** 507 for a file the server has no room for, 503 for a write the database cannot take now. */
export const storageFaultStatus = (fault: StorageFault): 503 | 507 =>
  fault.kind === "full" && fault.store === "files" ? 507 : 503;

/**
 * Keeps the storage fault a request's loader or action threw, for the answer: React Router reports
 * the error to `handleError` whole, then hands the page's render only a sanitised copy of it.
 */
export function keepRequestFault(context: object, fault: StorageFault) {
  requestFaults.set(context, fault);
}

/** The storage fault kept for a request by `keepRequestFault`, if any. */
export const requestFault = (context: object) => requestFaults.get(context) ?? null;

const requestFaults = new WeakMap<object, StorageFault>();

/**
 * A resource route (a CSV, /user, an admin file) whose loader or action threw a storage fault:
 * React Router answers it with a bare 500 once `handleError` has kept the fault. It is answered here
 * as what it is. A page gets its status from `handleRequest`, which renders it with that status.
 */
export const answerStorageFaults: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const fault = response.status === 500 ? requestFault(context) : null;
  if (!fault) return response;
  const status = storageFaultStatus(fault);
  const body: ActionResult = {
    ok: false,
    error: status === 507 ? messages.generic.noRoom : messages.generic.notNow,
  };
  return Response.json(body, {
    status,
    headers: { "Cache-Control": "no-store", ...storageFaultHeaders(fault) },
  });
};

/** The headers of a storage fault's answer: a 503 says when to try again. */
export const storageFaultHeaders = (fault: StorageFault): Record<string, string> =>
  storageFaultStatus(fault) === 503 ? { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) } : {};

/**
 * Runs an action's work, answering a storage fault it throws with the form's failure message (JSON
 * and pages alike, with `Retry-After` on a 503); any other error goes on. A success (2xx) shows the
 * `stores` it wrote to take writes again, which ends their episode in the log.
 */
export async function answeringStorageFaults<T extends { init: ResponseInit | null }>(
  context: FaultContext,
  failed: string,
  stores: Store[],
  work: () => Promise<T>,
) {
  let answer: T;
  try {
    answer = await work();
  } catch (error) {
    const fault = noteStorageFault(context, error);
    if (!fault) throw error;
    const status = storageFaultStatus(fault);
    const body: ActionResult = {
      ok: false,
      error: failed,
      details: status === 507 ? messages.generic.noRoom : messages.generic.notNow,
    };
    return answerData({ status, body, retryAfter: status === 503 ? STORAGE_RETRY_AFTER_SECONDS : undefined });
  }
  const status = answer.init?.status ?? 200;
  if (status >= 200 && status < 300) for (const store of stores) storageWorks(context, store);
  return answer;
}

/**
 * The storage fault an error stands for, logged the first time it is met in this process since the
 * store last took a write: at error level for a full disk (an operator must act), at warn for the
 * lock (it passes by itself). Null for any other error, which the caller handles.
 */
export function noteStorageFault(context: FaultContext, error: unknown): StorageFault | null {
  const fault = storageFault(error);
  if (!fault) return null;
  const episode = `${fault.kind}:${fault.store}`;
  if (!episodes.has(episode)) {
    episodes.add(episode);
    const where = placeOf(context.config, fault.store);
    const reason = (error as Error)?.message ?? String(error);
    if (fault.kind === "full")
      context.log.error(
        { code: fault.code, where },
        `disk full: ${where}: ${reason}; writes there are refused until space is freed`,
      );
    else if (fault.kind === "busy")
      context.log.warn(
        { code: fault.code, where },
        `database locked by another process: ${reason}; writes are refused until it is let go`,
      );
    else
      context.log.warn(
        { code: fault.code, where },
        `database unavailable: ${where}: ${reason}; requests that need it get 503 until it answers`,
      );
  }
  return fault;
}

/** The episodes under way in this process: `kind:store`. */
const episodes = new Set<string>();

/** A write to `store` succeeded: its episodes are over, and the next fault is told again. */
function storageWorks(context: FaultContext, store: Store) {
  for (const kind of ["full", "busy", "away"] as const) {
    if (!episodes.delete(`${kind}:${store}`)) continue;
    const where = placeOf(context.config, store);
    context.log.info({ where }, `${where} takes writes again`);
  }
}

function placeOf(config: FaultContext["config"], store: Store) {
  if (store === "files") return `DATA_DIR (${config.DATA_DIR})`;
  return `the database (${sqliteFile(config.DATABASE_URL) ?? "PostgreSQL"})`;
}
