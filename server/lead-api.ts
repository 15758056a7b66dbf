import type { RequestHandler } from "express";
import { readNodeJson } from "~/server/http/payload.server";
import { leadEndpoints } from "~/server/leads/lead-forms.server";
import { type Answer, answerLead, type LeadContext } from "~/server/leads/submit-lead.server";
import { requestIdFor } from "./request-id";
import { logAnswer } from "./request-log";
import { inRequestScope } from "./request-scope";
import { fixedSecurityHeaders, isCrossSite } from "./security";

/**
 * The lead forms' JSON endpoints (DESIGN.md section 6) for API clients that post JSON, answered
 * before the rest of Express and React Router: the same rate limit, reading, validation, messages
 * and storage (`answerLead`, as the pages' actions), with fixed headers and one log line. Anything
 * else on those paths (browser forms, cross-site posts, other methods) goes on to the full stack.
 */
export function leadApi(context: Omit<LeadContext, "clientIp">): RequestHandler {
  const appOrigin = new URL(context.config.APP_URL).origin;
  const headers = [
    "Content-Type",
    "application/json; charset=utf-8",
    ...fixedSecurityHeaders({ scripts: [], styles: [] }).flat(),
  ];

  const send = (res: Parameters<RequestHandler>[1], answer: Answer, id: string, closeAfter: boolean) => {
    const body = JSON.stringify(answer.body);
    const answerHeaders = [...headers, "Content-Length", String(Buffer.byteLength(body)), "X-Request-Id", id];
    if (answer.retryAfter) answerHeaders.push("Retry-After", String(answer.retryAfter));
    if (closeAfter) answerHeaders.push("Connection", "close");
    res.writeHead(answer.status, answerHeaders);
    res.end(body);
  };

  return (req, res, next) => {
    const form = req.method === "POST" ? leadEndpoints.get(req.path) : undefined;
    const json = (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json");
    if (!form || !json || isCrossSite(req, appOrigin)) return next();
    const id = requestIdFor(req.headers["x-request-id"]);
    const started = performance.now();
    inRequestScope(id, () => {
      answerLead({ ...context, clientIp: req.ip ?? "unknown" }, form, () => readNodeJson(req)).then(
        (answer) => {
          // A body read only in part (too large, stalled) may never end: close the connection.
          send(res, answer, id, req.readableDidRead && !req.complete);
          logAnswer(context.log, req, id, answer.status, performance.now() - started);
        },
        (error: unknown) => {
          res.setHeader("X-Request-Id", id);
          next(error);
        },
      );
    });
  };
}
