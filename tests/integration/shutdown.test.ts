import { once } from "node:events";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { openDatabase } from "~/server/db/database.server";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { type RunningServer, startServer } from "../support/server";

describe("graceful shutdown", () => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("finishes a slow in-flight request after SIGTERM, refuses new ones, and exits 0 within 5 s", async () => {
    const { port, hostname: host } = new URL(server.url);
    const body = JSON.stringify({ path: "/slow-request" });
    const socket = net.connect(Number(port), host);
    await once(socket, "connect");
    const received: Buffer[] = [];
    socket.on("data", (chunk) => received.push(chunk));
    const closed = once(socket, "close");

    // The request line, headers and half the body: the server is now waiting inside the action.
    socket.write(
      `POST /not-found HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await sleep(300);

    const exited = once(server.process, "exit");
    const signalledAt = Date.now();
    server.process.kill("SIGTERM");
    await sleep(1000);

    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.process.exitCode).toBeNull();

    socket.write(body.slice(10));
    await closed;
    const response = Buffer.concat(received).toString();
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response).toContain(messages.notFound.saved);

    const [code] = await exited;
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    expect(server.logs.some((line) => line.includes('"msg":"stopped"'))).toBe(true);

    const { db } = openDatabase(database.url);
    try {
      const stored = await db.selectFrom("not_found_reports").select("path").execute();
      expect(stored).toEqual([{ path: "/slow-request" }]);
    } finally {
      await db.destroy();
    }
  });
});
