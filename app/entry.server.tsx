import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./lib/nonce";
import { RequestIdProvider } from "./lib/request-id";
import { actionJson, wantsJson } from "./server/http/negotiate.server";
import { withoutModulePreloads } from "./server/http/without-module-preloads.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // React Router passes an action's own headers on only for routes that export `headers`: carry a
  // rate-limit refusal's Retry-After through on every route.
  for (const actionHeaders of Object.values(routerContext.staticHandlerContext.actionHeaders ?? {})) {
    const retryAfter = actionHeaders.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
  }
  // A body that stopped arriving (408) may never finish: close the connection instead of waiting on it.
  if (status === 408) headers.set("Connection", "close");
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  if (wantsJson(request)) return actionJson(routerContext, headers);

  // Crawlers and prerendering get the complete document; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  const { nonce } = loadContext;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let statusCode = status;
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeout);
          callback();
        },
      });
      headers.set("Content-Type", "text/html; charset=utf-8");
      const document = withoutModulePreloads();
      // Errors are the response stream's to report; pipeline only makes either end close the other.
      pipeline(body, document, () => {});
      resolve(new Response(createReadableStreamFromReadable(document), { headers, status: statusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <RequestIdProvider requestId={loadContext.requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady: waitForAll ? undefined : ready,
        onAllReady: waitForAll ? ready : undefined,
        onShellError: reject,
        onError(error) {
          statusCode = 500;
          // Errors before the shell is ready reach handleError through React Router; log later ones here.
          if (shellRendered) loadContext.log.error({ err: error }, "streaming render failed");
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.log.error({ err: error, url: request.url, reqId: context.requestId }, "request failed");
};
