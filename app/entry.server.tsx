import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import pageScript, { leadFormScript, uploadScript } from "virtual:page-script";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { InlineScriptsProvider } from "./lib/inline-scripts";
import { NonceProvider } from "./lib/nonce";
import { RequestIdProvider } from "./lib/request-id";
import { actionJson, wantsJson } from "./server/http/negotiate.server";
import {
  keepRequestFault,
  noteStorageFault,
  requestFault,
  storageFaultHeaders,
  storageFaultStatus,
} from "./server/http/storage-faults.server";
import { withoutModulePreloads } from "./server/http/without-module-preloads.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  routerStatus: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A write refused for want of storage (full disk, database lock held elsewhere) is a passing
  // state of the server, not a bug: 503 or 507, not 500. Lead and upload actions answer it themselves.
  const fault = routerStatus === 500 ? requestFault(loadContext) : null;
  const status = fault ? storageFaultStatus(fault) : routerStatus;
  if (fault) for (const [name, value] of Object.entries(storageFaultHeaders(fault))) headers.set(name, value);
  // React Router passes an action's own headers on only for routes that export `headers`: carry a
  // rate-limit refusal's Retry-After through on every route.
  for (const actionHeaders of Object.values(routerContext.staticHandlerContext.actionHeaders ?? {})) {
    const retryAfter = actionHeaders.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
  }
  // A body that stopped arriving (408) may never finish: close the connection instead of waiting on it.
  if (status === 408) headers.set("Connection", "close");
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  if (wantsJson(request)) return actionJson(routerContext, headers, status);

  // Sent whole: nothing renders in Suspense, so the shell is the complete
  // page, and one buffer costs less than a stream of small chunks (and gets a Content-Length).
  const { nonce } = loadContext;
  let statusCode = status;
  let shellRendered = false;
  const rendered = await new Promise<Buffer>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <InlineScriptsProvider source={{ page: pageScript, upload: uploadScript, leadForm: leadFormScript }}>
          <RequestIdProvider requestId={loadContext.requestId}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </RequestIdProvider>
        </InlineScriptsProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady: () => {
          shellRendered = true;
        },
        onAllReady: () => {
          clearTimeout(timeout);
          buffer(pipe(new PassThrough())).then(resolve, reject);
        },
        onShellError: reject,
        onError(error) {
          statusCode = 500;
          // Errors before the shell is ready reach handleError through React Router; log later ones here.
          if (shellRendered) loadContext.log.error({ err: error }, "render failed");
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
  const page = withoutModulePreloads(rendered);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Length", String(page.byteLength));
  return new Response(page as Uint8Array<ArrayBuffer>, { headers, status: statusCode });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // Said once per episode, not once per request; answered as 503 or 507 by handleRequest.
  const fault = noteStorageFault(context, error);
  if (fault) {
    keepRequestFault(context, fault);
    return;
  }
  context.log.error({ err: error, url: request.url, reqId: context.requestId }, "request failed");
};
