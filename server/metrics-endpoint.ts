import cluster from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { registry } from "~/server/metrics.server";
import { METRICS_REPLY, METRICS_REQUEST } from "./cluster-metrics.js";

/** Longer than the primary's own wait for the workers' answers (prom-client's 5 s). */
const REPLY_MS = 10_000;

let nextId = 0;

function collect(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const onReply = (message: Record<string, unknown>) => {
      if (message?.[METRICS_REPLY] !== id) return;
      done();
      if (typeof message.text === "string") resolve(message.text);
      else reject(new Error(String(message.error)));
    };
    const done = () => {
      clearTimeout(timer);
      process.off("message", onReply);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error("the primary did not answer"));
    }, REPLY_MS);
    process.on("message", onReply);
    process.send?.({ [METRICS_REQUEST]: id });
  });
}

// Hashing both sides gives timingSafeEqual two buffers of one length whatever was sent.
const digest = (value: string) => createHash("sha256").update(value).digest();

export function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(sent), digest(token)) && sent.length > 0;
}

export function metricsEndpoint(token: string): RequestHandler {
  return async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!bearerMatches(req.headers.authorization, token)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text").send("Unauthorized\n");
      return;
    }
    try {
      const text = await collect();
      res.status(200).type(registry.contentType).send(text);
    } catch (error) {
      req.log.error({ err: error }, "metrics could not be collected");
      res.status(503).type("text").send("Metrics unavailable\n");
    }
  };
}
