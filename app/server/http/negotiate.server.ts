import { type EntryContext, isRouteErrorResponse } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { messages } from "~/lib/messages";

export function wantsJson(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  if ((request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) return true;
  const accept = request.headers.get("accept") ?? "";
  return /application\/json/i.test(accept) && !/text\/html/i.test(accept);
}

/** `status` is 503 when the action threw because the database was away. */
export function actionJson(
  { staticHandlerContext: context }: EntryContext,
  headers: Headers,
  status = context.statusCode,
): Response {
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  const failed: ActionResult = { ok: false, error: messages.generic.failed };
  const body =
    error === undefined
      ? ((Object.values(context.actionData ?? {})[0] as ActionResult | undefined) ?? failed)
      : status === 503
        ? { ...failed, details: messages.generic.unavailable }
        : !isRouteErrorResponse(error)
          ? failed
          : isActionResult(error.data)
            ? error.data
            : { ok: false, error: error.statusText || messages.generic.failed };
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { status, headers });
}

const isActionResult = (value: unknown): value is ActionResult =>
  typeof value === "object" && value !== null && "ok" in value;
