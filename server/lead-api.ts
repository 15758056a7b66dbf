import type { IncomingMessage, ServerResponse } from "node:http";
import proxyAddr from "proxy-addr";
import { readNodeJson } from "~/server/http/form.server";
import { leadEndpoints } from "~/server/leads/lead-forms.server";
import { type Answer, answerLead, type LeadContext } from "~/server/leads/submit-lead.server";
import { requestIdFor } from "./request-id";
import { logAnswer } from "./request-log";
import { inRequestScope } from "./request-scope";
import { isCrossSite, isHttps, securityHeaderList } from "./security";
import { serverErrorBody } from "./server-error";

type Trust = (address: string | undefined, hop: number) => boolean;

/**
 * The lead forms' JSON endpoints (docs/architecture.md section 6) for API clients that post JSON, answered
 * before Express and React Router (docs/decisions/015): the same rate limit, reading, validation,
 * messages and storage (`answerLead`, as the pages' actions), with fixed headers and one log line.
 * The client's address and scheme are decided as Express decides them (TRUST_PROXY). Returns
 * false for anything else on those paths (browser forms, cross-site posts, other methods), which
 * goes on to the full stack.
 */
export function leadApi(context: Omit<LeadContext, "clientIp">, trust: Trust) {
  const appOrigin = new URL(context.config.APP_URL).origin;
  const headers = [
    "Content-Type",
    "application/json; charset=utf-8",
    ...securityHeaderList({ scripts: [], styles: [] }).flat(),
  ];

  const send = (res: ServerResponse, status: number, body: unknown, id: string, extra: string[]) => {
    const text = JSON.stringify(body);
    res.writeHead(status, [
      ...headers,
      "Content-Length",
      String(Buffer.byteLength(text)),
      "X-Request-Id",
      id,
      ...extra,
    ]);
    res.end(text);
  };

  const answered = (req: IncomingMessage, res: ServerResponse, answer: Answer, id: string) => {
    const extra = answer.retryAfter ? ["Retry-After", String(answer.retryAfter)] : [];
    // A body read only in part (too large, stalled) may never end: close the connection.
    if (req.readableDidRead && !req.complete) extra.push("Connection", "close");
    send(res, answer.status, answer.body, id, extra);
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "POST") return false;
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const form = leadEndpoints.get(query === -1 ? url : url.slice(0, query));
    const json = (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json");
    if (!form || !json || isCrossSite(req, appOrigin, isHttps(req, trust))) return false;
    const id = requestIdFor(req.headers["x-request-id"]);
    const started = performance.now();
    const clientIp = proxyAddr(req, trust);
    inRequestScope(id, () => {
      answerLead({ ...context, clientIp }, form, (schema) => readNodeJson(req, schema)).then(
        (answer) => {
          answered(req, res, answer, id);
          logAnswer(context.log, req, id, answer.status, performance.now() - started);
        },
        (error: unknown) => {
          context.log.error({ err: error, reqId: id }, "unhandled error");
          send(res, 500, serverErrorBody(id), id, ["Cache-Control", "no-store", "Connection", "close"]);
          logAnswer(context.log, req, id, 500, performance.now() - started);
        },
      );
    });
    return true;
  };
}
