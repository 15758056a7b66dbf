import { randomUUID } from "node:crypto";
import { once } from "node:events";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { MIN_WORKER_MEMORY_MB } from "~/server/config.server";
import { type LeadSite, startLeadSite, stopLeadSite } from "../support/lead-site";
import type { RunningServer } from "../support/server";
import { tag } from "../support/site-client";
import { readyWorkers, requestOnce, servedBy } from "../support/workers";

const FAULTS = `--import=${path.resolve("tests/support/faults.mjs")}`;

interface Sent {
  requestId: string;
  startedAt: number;
  status?: number;
  error?: string;
}

/** One client asking for /healthz on a new connection every 20 ms until `until()` says stop. */
async function healthLoad(url: string, until: () => boolean): Promise<Sent[]> {
  const sent: Sent[] = [];
  while (!until()) {
    const record: Sent = { startedAt: Date.now(), requestId: randomUUID() };
    sent.push(record);
    try {
      record.status = (
        await requestOnce(`${url}/healthz`, { headers: { "x-request-id": record.requestId } })
      ).status;
    } catch (error) {
      record.error = String(error);
    }
    await sleep(20);
  }
  return sent;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface LogLine {
  time: number;
  pid: number;
  msg: string;
  rssMb?: number;
  limitMb?: number;
  restartInMs?: number;
}

/** The first JSON log line that `match` accepts. */
const logLine = (server: RunningServer, match: (line: LogLine) => boolean): LogLine | undefined =>
  server.logs.flatMap((line) => (line.startsWith("{") ? [JSON.parse(line) as LogLine] : [])).find(match);

const newWorker = (server: RunningServer, before: number[]) =>
  logLine(server, (line) => line.msg === "worker ready" && !before.includes(line.pid));

describe("a worker past V8's heap limit", () => {
  let site: LeadSite;

  beforeAll(async () => {
    // Enough heap to serve, little enough to fill in a moment.
    site = await startLeadSite("sqlite", {
      WEB_CONCURRENCY: "2",
      RATE_LIMIT_FACTOR: "1000000",
      NODE_OPTIONS: `--max-old-space-size=64 ${FAULTS}`,
    });
  }, 60_000);

  afterAll(() => stopLeadSite(site));

  it("is replaced within 2 s of its death while the other worker keeps answering", async () => {
    const { server } = site;
    await expect.poll(() => readyWorkers(server).length).toBe(2);
    const before = readyWorkers(server);
    let stopping = false;
    const load = healthLoad(server.url, () => stopping);
    await sleep(200);

    const faulted = await requestOnce(`${server.url}/healthz`, { headers: { "x-test-fault": "heap" } });
    const faultedAt = Date.now();
    expect(faulted.status).toBe(200);
    await expect.poll(() => servedBy(server, faulted.requestId)).toBeDefined();
    const victim = servedBy(server, faulted.requestId) as number;
    const survivor = before.find((pid) => pid !== victim);

    const death = () =>
      logLine(
        server,
        (line) => line.msg === `worker ${victim} was killed by SIGABRT; starting a replacement`,
      );
    await expect.poll(death, { timeout: 10_000 }).toBeDefined();
    expect(server.logs.some((line) => line.includes("JavaScript heap out of memory"))).toBe(true);
    await expect.poll(() => newWorker(server, before), { timeout: 5000 }).toBeDefined();
    await sleep(200);
    stopping = true;
    const sent = await load;

    const diedAt = death()?.time ?? 0;
    const readyAt = newWorker(server, before)?.time ?? 0;
    process.stdout.write(`heap limit: worker replaced ${readyAt - diedAt} ms after its death\n`);
    expect(death()?.restartInMs).toBe(0);
    expect(readyAt - diedAt).toBeLessThan(2000);

    // Only a request the dying worker had accepted before its allocations began can fail, with a
    // broken connection; everything else is answered, the other worker's answers included while
    // this one filled its heap and until its replacement listened.
    for (const record of sent) {
      if (record.status === undefined) expect(record.startedAt, record.error).toBeLessThan(faultedAt + 100);
      else expect(record.status).toBe(200);
    }
    const servedMeanwhile = sent.filter(
      (record) =>
        record.startedAt > faultedAt &&
        record.startedAt < readyAt &&
        servedBy(server, record.requestId) === survivor,
    );
    expect(servedMeanwhile.length).toBeGreaterThan(0);
  }, 30_000);
});

describe("a worker past MAX_WORKER_MEMORY_MB", () => {
  let site: LeadSite;

  beforeAll(async () => {
    site = await startLeadSite("sqlite", {
      WEB_CONCURRENCY: "2",
      RATE_LIMIT_FACTOR: "1000000",
      MAX_WORKER_MEMORY_MB: String(MIN_WORKER_MEMORY_MB),
      NODE_OPTIONS: FAULTS,
    });
  }, 60_000);

  afterAll(() => stopLeadSite(site));

  it("finishes the request in flight, says why, exits and is replaced, and no request fails", async () => {
    const { server } = site;
    await expect.poll(() => readyWorkers(server).length).toBe(2);
    const before = readyWorkers(server);
    let stopping = false;
    const load = healthLoad(server.url, () => stopping);

    // A report whose body comes slowly; once its headers are in, its worker holds 256 MB more.
    const { port, hostname: host } = new URL(server.url);
    const slowPath = `/slow-${tag()}`;
    const body = JSON.stringify({ path: slowPath });
    const requestId = randomUUID();
    const socket = net.connect(Number(port), host);
    await once(socket, "connect");
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    const closed = once(socket, "close");
    socket.write(
      `POST /not-found HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: application/json\r\n` +
        `X-Request-Id: ${requestId}\r\nX-Test-Fault: grow\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );

    const warning = () => logLine(server, (line) => line.msg.includes("over MAX_WORKER_MEMORY_MB"));
    await expect.poll(warning, { timeout: 5000 }).toBeDefined();
    const retiring = warning()?.pid as number;
    expect(before).toContain(retiring);
    expect(warning()).toMatchObject({ limitMb: MIN_WORKER_MEMORY_MB });
    expect(warning()?.rssMb).toBeGreaterThan(MIN_WORKER_MEMORY_MB);
    const announced = () =>
      logLine(
        server,
        (line) => line.msg === `worker ${retiring} is retiring (memory limit); starting a replacement`,
      );
    await expect.poll(announced).toBeDefined();
    expect(announced()?.restartInMs).toBe(0);

    // Still in flight: the worker waits for the rest of the body before it goes.
    await sleep(300);
    expect(isAlive(retiring)).toBe(true);
    socket.write(body.slice(10));
    await closed;
    const response = Buffer.concat(received).toString();
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response).toContain(messages.notFound.saved);
    await expect.poll(() => servedBy(server, requestId)).toBe(retiring);

    await expect.poll(() => isAlive(retiring), { timeout: 10_000 }).toBe(false);
    expect(logLine(server, (line) => line.pid === retiring && line.msg === "stopped")).toBeDefined();
    await expect.poll(() => newWorker(server, before), { timeout: 5000 }).toBeDefined();
    await sleep(200);
    stopping = true;
    const sent = await load;

    expect(sent.length).toBeGreaterThan(10);
    for (const record of sent) expect(record, record.error).toMatchObject({ status: 200 });
    const stored = await site.app.db
      .selectFrom("not_found_reports")
      .select("path")
      .where("path", "=", slowPath)
      .execute();
    expect(stored).toEqual([{ path: slowPath }]);
  }, 30_000);
});
