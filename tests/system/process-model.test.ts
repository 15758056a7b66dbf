import { randomUUID } from "node:crypto";
import { once } from "node:events";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { type LeadSite, startLeadSite } from "../support/lead-site";
import { tag } from "../support/site-client";
import { readyWorkers, requestOnce, servedBy } from "../support/workers";

interface Sent {
  requestId: string;
  startedAt: number;
  status?: number;
  id?: string;
  error?: string;
}

/** Posts feedback on new connections from `loops` clients at once until `until()` says stop. */
async function leadLoad(url: string, loops: number, until: () => boolean): Promise<Sent[]> {
  const sent: Sent[] = [];
  const t = tag();
  let next = 0;
  const loop = async () => {
    while (!until()) {
      const index = next++;
      const record: Sent = { startedAt: Date.now(), requestId: randomUUID() };
      sent.push(record);
      try {
        const answer = await requestOnce(`${url}/api/feedback`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-request-id": record.requestId },
          body: JSON.stringify({
            name: `Load ${t} ${index}`,
            email: `load.${t}.${index}@example.com`,
            message: "Hi",
          }),
        });
        record.status = answer.status;
        if (answer.status === 201) record.id = (JSON.parse(answer.text) as { id: string }).id;
      } catch (error) {
        record.error = String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: loops }, loop));
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

describe("a primary with two workers", () => {
  let site: LeadSite;

  beforeAll(async () => {
    site = await startLeadSite("sqlite", {
      WEB_CONCURRENCY: "2",
      RATE_LIMIT_FACTOR: "1000000",
      NODE_OPTIONS: `--import=${path.resolve("tests/support/faults.mjs")}`,
    });
  }, 60_000);

  afterAll(async () => {
    // The last test stops the server itself; this is for when it failed before that.
    await site?.server.stop();
    await site?.app.db.destroy();
    await site?.sink.close();
    await site?.database.drop();
  });

  const acknowledgedAreStored = async (sent: Sent[]) => {
    const ids = sent.flatMap((record) => (record.id ? [record.id] : []));
    expect(ids.length).toBeGreaterThan(0);
    const stored = await site.app.db.selectFrom("feedback").select("id").where("id", "in", ids).execute();
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
  };

  it("keeps serving when a worker is SIGKILLed under load, replaces it at once and loses no acknowledged lead", async () => {
    const { server } = site;
    await expect.poll(() => readyWorkers(server).length).toBe(2);
    const [victim, survivor] = readyWorkers(server);
    expect(victim).toBeDefined();
    expect(survivor).toBeDefined();
    let killedAt = Number.POSITIVE_INFINITY;
    const started = Date.now();
    const load = leadLoad(server.url, 8, () => Date.now() > killedAt + 3000 || Date.now() - started > 15_000);
    await sleep(1000);
    killedAt = Date.now();
    process.kill(victim as number, "SIGKILL");
    const sent = await load;

    // Only requests already on their way to the killed worker fail; everything sent from a moment
    // after the kill on, and everything the other worker took, succeeds.
    const failed = sent.filter((record) => record.status !== 201);
    for (const record of failed) {
      expect(record.error, JSON.stringify(record)).toBeDefined();
      expect(record.startedAt).toBeLessThan(killedAt + 100);
    }
    expect(failed.length).toBeLessThanOrEqual(8);
    const onSurvivor = sent.filter((record) => servedBy(server, record.requestId) === survivor);
    expect(onSurvivor.length).toBeGreaterThan(0);
    for (const record of onSurvivor) expect(record.status).toBe(201);
    expect(
      sent.filter((record) => record.startedAt > killedAt + 100 && record.status === 201).length,
    ).toBeGreaterThan(0);

    // Replaced at once: the primary starts the new worker without waiting. How fast it is ready is
    // the machine's business and measured by the bench, not asserted here.
    expect(
      server.logs.some((line) =>
        line.includes(`"worker":${victim},"why":"was killed by SIGKILL","restartInMs":0`),
      ),
      server.logs.slice(-20).join("\n"),
    ).toBe(true);
    await expect
      .poll(() => readyWorkers(server).find((pid) => pid !== victim && pid !== survivor), { timeout: 10_000 })
      .toBeDefined();

    await acknowledgedAreStored(sent);
  }, 30_000);

  it.each([
    ["uncaught exception", "uncaught"],
    ["unhandled rejection", "rejection"],
  ])(
    "retires a worker after an %s: logged with its request, replaced, gone within seconds",
    async (what, fault) => {
      const { server } = site;
      await expect.poll(() => readyWorkers(server).length).toBeGreaterThanOrEqual(2);
      const before = readyWorkers(server);
      const answer = await requestOnce(`${server.url}/healthz`, { headers: { "x-test-fault": fault } });
      expect(answer.status).toBe(200);
      await expect.poll(() => servedBy(server, answer.requestId)).toBeDefined();
      const failing = servedBy(server, answer.requestId) as number;

      const fatalLine = () =>
        server.logs.find((line) => line.includes('"level":60') && line.includes(answer.requestId));
      await expect.poll(fatalLine).toBeDefined();
      const fatal = JSON.parse(fatalLine() ?? "{}");
      expect(fatal).toMatchObject({
        pid: failing,
        reqId: answer.requestId,
        msg: `${what}: this process stops and is replaced`,
      });
      expect(fatal.err.message).toContain("injected fault");
      await expect
        .poll(() =>
          server.logs.some((line) =>
            line.includes(`worker ${failing} is retiring (${what}); starting a replacement`),
          ),
        )
        .toBe(true);
      // The other worker keeps answering while this one finishes and goes, and a new one comes up.
      const deadline = Date.now() + 8000;
      while (isAlive(failing) && Date.now() < deadline) {
        expect((await requestOnce(`${server.url}/healthz`)).status).toBe(200);
        await sleep(100);
      }
      expect(isAlive(failing)).toBe(false);
      await expect.poll(() => readyWorkers(server).length, { timeout: 5000 }).toBe(before.length + 1);
      // Replaced once: its exit after the announcement starts no second worker.
      expect(server.logs.filter((line) => line.includes(`"worker":${failing},`))).toHaveLength(1);
    },
    20_000,
  );

  it("waits longer before each replacement while workers keep ending, and says why each time", async () => {
    const { server } = site;
    const workers = readyWorkers(server);
    process.kill(workers.at(-1) as number, "SIGKILL");
    await expect.poll(() => readyWorkers(server).length, { timeout: 5000 }).toBe(workers.length + 1);
    // The four workers that ended in this file within a minute: the first is replaced at once, then
    // each replacement waits twice as long as the one before.
    const replacements = server.logs.flatMap((line) => {
      const match = /"why":"([^"]+)","restartInMs":(\d+)/.exec(line);
      return match ? [[match[1], Number(match[2])]] : [];
    });
    expect(replacements).toEqual([
      ["was killed by SIGKILL", 0],
      ["is retiring (uncaught exception)", 250],
      ["is retiring (unhandled rejection)", 500],
      ["was killed by SIGKILL", 1000],
    ]);
  }, 20_000);

  it("on SIGTERM lets in-flight requests finish, refuses new connections and exits 0", async () => {
    const { server } = site;
    const { port, hostname: host } = new URL(server.url);
    // A request a worker has started on, its body only half sent.
    const slowPath = `/slow-${tag()}`;
    const body = JSON.stringify({ path: slowPath });
    const socket = net.connect(Number(port), host);
    await once(socket, "connect");
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    // The exiting worker may reset the connection once it has answered: the answer is what counts.
    socket.on("error", () => {});
    const closed = once(socket, "close");
    socket.write(
      `POST /not-found HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await sleep(300);

    let stopping = false;
    const load = leadLoad(server.url, 4, () => stopping);
    await sleep(300);
    const exited = once(server.process, "exit");
    const logsBefore = server.logs.length;
    server.process.kill("SIGTERM");
    await sleep(1000);
    stopping = true;
    const sent = await load;

    await expect(requestOnce(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.process.exitCode).toBeNull();
    socket.write(body.slice(10));
    await closed;
    const response = Buffer.concat(received).toString();
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response).toContain(messages.notFound.saved);

    const [code] = await exited;
    expect(code).toBe(0);
    // Whatever the load sent either completed, or was turned away at the door (refused, or reset
    // while it waited in the listening socket's queue) without any worker starting on it.
    for (const record of sent) {
      if (record.status !== undefined) expect(record.status).toBe(201);
      else {
        expect(record.error).toMatch(/ECONNREFUSED|ECONNRESET/);
        expect(servedBy(server, record.requestId)).toBeUndefined();
      }
    }
    await acknowledgedAreStored(sent);
    const slowRow = await site.app.db
      .selectFrom("not_found_reports")
      .select("path")
      .where("path", "=", slowPath)
      .execute();
    expect(slowRow).toEqual([{ path: slowPath }]);
    // The two workers and the primary.
    expect(server.logs.slice(logsBefore).filter((line) => line.includes('"msg":"stopped"'))).toHaveLength(3);
  }, 30_000);
});
