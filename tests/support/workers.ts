import { randomUUID } from "node:crypto";
import http from "node:http";
import type { RunningServer } from "./server";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The X-Request-Id sent (given, or made up), to find which worker logged it (`servedBy`). */
  requestId: string;
}

/**
 * One request on a connection of its own, closed afterwards. The primary hands each new connection
 * to the next worker in turn, so a series of these reaches every worker.
 */
export function requestOnce(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const requestId = headers["x-request-id"] ?? randomUUID();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent: false, headers: { "x-request-id": requestId, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
            requestId,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    // A request nobody answers is a failure to report, not a test that hangs.
    request.setTimeout(10_000, () => request.destroy(new Error("no answer within 10 s")));
    request.end(body);
  });
}

interface LogLine {
  pid?: number;
  msg?: string;
  req?: { id?: string };
  res?: { status?: number };
}

const parsed = (server: RunningServer): LogLine[] =>
  server.logs.flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });

/** The process ids of the workers that have reported ready, in order. */
export const readyWorkers = (server: RunningServer): number[] =>
  parsed(server)
    .filter((line) => line.msg === "worker ready")
    .map((line) => line.pid ?? 0);

/** The process id of the worker that logged the request with this id, if any did. */
export const servedBy = (server: RunningServer, requestId: string): number | undefined =>
  parsed(server).find((line) => line.req?.id === requestId)?.pid;
