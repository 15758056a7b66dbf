import { data, type MiddlewareFunction } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { messages } from "~/lib/messages";
import type { AppContext } from "../app-context.server";
import { sqliteFile } from "../db/database.server";
import { type StorageFault, storageFault } from "../db/errors.server";

// A storage fault is a state of the server that passes, never the client's mistake (4xx) or a bug
// (500); it is logged once per episode, not once per request.

export const STORAGE_RETRY_AFTER_SECONDS = 5;

type FaultContext = Pick<AppContext, "log" | "config">;
type Store = StorageFault["store"];

export const storageFaultStatus = (fault: StorageFault): 503 | 507 =>
  fault.kind === "full" && fault.store === "files" ? 507 : 503;

/** React Router reports the error to `handleError` whole, but hands the page's render a sanitised copy. */
export const keepRequestFault = (context: object, fault: StorageFault) => requestFaults.set(context, fault);

export const requestFault = (context: object) => requestFaults.get(context) ?? null;

const requestFaults = new WeakMap<object, StorageFault>();

/** React Router answers a resource route's fault with a bare 500; pages get theirs from `handleRequest`. */
export const answerStorageFaults: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const fault = response.status === 500 ? requestFault(context) : null;
  if (!fault) return response;
  const body: ActionResult = { ok: false, error: faultMessage(fault) };
  return Response.json(body, {
    status: storageFaultStatus(fault),
    headers: { "Cache-Control": "no-store", ...storageFaultHeaders(fault) },
  });
};

const faultMessage = (fault: StorageFault) =>
  storageFaultStatus(fault) === 507 ? messages.generic.noRoom : messages.generic.notNow;

export const storageFaultHeaders = (fault: StorageFault): Record<string, string> =>
  storageFaultStatus(fault) === 503 ? { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) } : {};

/** A 2xx answer shows that `stores` take writes again, which ends their episode in the log. */
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
    return data<ActionResult>(
      { ok: false, error: failed, details: faultMessage(fault) },
      { status: storageFaultStatus(fault), headers: storageFaultHeaders(fault) },
    );
  }
  const status = answer.init?.status ?? 200;
  if (status >= 200 && status < 300) for (const store of stores) storageWorks(context, store);
  return answer;
}

/** A full disk is logged as an error (an operator must act), the lock as a warning (it passes). */
export function noteStorageFault(context: FaultContext, error: unknown): StorageFault | null {
  const fault = storageFault(error);
  if (!fault) return null;
  const episode = `${fault.kind}:${fault.store}`;
  if (!episodes.has(episode)) {
    episodes.add(episode);
    const where = placeOf(context.config, fault.store);
    const reason = (error as Error)?.message ?? String(error);
    const message =
      fault.kind === "full"
        ? `disk full: ${where}: ${reason}; writes there are refused until space is freed`
        : fault.kind === "busy"
          ? `database locked by another process: ${reason}; writes are refused until it is let go`
          : `database unavailable: ${where}: ${reason}; requests that need it get 503 until it answers`;
    context.log[fault.kind === "full" ? "error" : "warn"]({ code: fault.code, where }, message);
  }
  return fault;
}

const episodes = new Set<string>();

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
