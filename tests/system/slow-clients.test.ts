import { readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LeadSite, startLeadSite, stopLeadSite } from "../support/lead-site";
import { requestOnce } from "../support/workers";

const SLOW_CLIENTS = 500;

describe("slow clients", () => {
  let site: LeadSite;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    site = await startLeadSite("sqlite", { WEB_CONCURRENCY: "2", RATE_LIMIT_FACTOR: "1000000" });
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await stopLeadSite(site);
  });

  /** Opens a connection that sends `head` at once and then `trickle`, one byte a second. */
  async function slowClient(head: string, trickle: string) {
    const { hostname, port } = new URL(site.server.url);
    const socket = net.connect(Number(port), hostname);
    socket.on("error", () => {});
    sockets.push(socket);
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(head);
    let sent = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || sent >= trickle.length) clearInterval(timer);
      else socket.write(trickle[sent++] ?? "");
    }, 1000);
    socket.once("close", () => clearInterval(timer));
  }

  it(`gives a visitor /services in under 200 ms while ${SLOW_CLIENTS} clients trickle headers or upload bodies`, async () => {
    const host = new URL(site.server.url).host;
    const boundary = "slowpoke";
    const part =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\n` +
      "Content-Type: text/plain\r\n\r\n";
    await Promise.all(
      Array.from({ length: SLOW_CLIENTS }, (_, index) =>
        index % 2 === 0
          ? // Headers that never end: the request line and one header a byte at a time.
            slowClient(`GET /services HTTP/1.1\r\nHost: ${host}\r\n`, `X-Slow: ${"s".repeat(60)}`)
          : // An upload whose file arrives a byte a second.
            slowClient(
              `POST /api/upload HTTP/1.1\r\nHost: ${host}\r\nAccept: application/json\r\n` +
                `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n${part}`,
              "x".repeat(60),
            ),
      ),
    );
    // Every upload reaches its reader and writes its file. Each first commits its rate-limit count,
    // one write at a time for the whole site, so on a busy machine the last ones take a few seconds.
    const incoming = path.join(site.database.dataDir, "uploads", ".incoming");
    await expect
      .poll(() => readdirSync(incoming).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(SLOW_CLIENTS / 2 - 5);

    for (let visit = 0; visit < 20; visit += 1) {
      const started = performance.now();
      const page = await requestOnce(`${site.server.url}/services`);
      const elapsed = performance.now() - started;
      expect(page.status).toBe(200);
      expect(elapsed, `visit ${visit}`).toBeLessThan(200);
    }
    expect(sockets.filter((socket) => socket.destroyed)).toEqual([]);

    // The clients give up: their partly received files go with them.
    for (const socket of sockets) socket.destroy();
    await expect.poll(() => readdirSync(incoming).length, { timeout: 15_000 }).toBe(0);
    expect((await requestOnce(`${site.server.url}/healthz`)).status).toBe(200);
  }, 60_000);

  it("answers an upload that stops arriving with 408 and closes it, and drops headers that never end", async () => {
    const { hostname, port, host } = new URL(site.server.url);
    /** Sends `text`, then nothing; resolves with what came back once the server closes the connection. */
    const stall = async (text: string) => {
      const socket = net.connect(Number(port), hostname);
      const received: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => received.push(chunk));
      socket.on("error", () => {});
      await new Promise((resolve) => socket.once("connect", resolve));
      const started = performance.now();
      socket.write(text);
      await new Promise((resolve) => socket.once("close", resolve));
      return { seconds: (performance.now() - started) / 1000, text: Buffer.concat(received).toString() };
    };
    const [upload, headers] = await Promise.all([
      stall(
        `POST /api/upload HTTP/1.1\r\nHost: ${host}\r\nAccept: application/json\r\n` +
          "Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 5000\r\n\r\n" +
          '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhalf a fi',
      ),
      stall(`GET /services HTTP/1.1\r\nHost: ${host}\r\nX-Slow: never end`),
    ]);
    // BODY_IDLE_MS (10 s) after the last byte, and headersTimeout (20 s) checked every 2 s.
    expect(upload.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(upload.text.toLowerCase()).toContain("connection: close");
    expect(upload.seconds).toBeGreaterThanOrEqual(9.5);
    expect(upload.seconds).toBeLessThan(15);
    expect(headers.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(headers.seconds).toBeGreaterThanOrEqual(19.5);
    expect(headers.seconds).toBeLessThan(25);
    expect(readdirSync(path.join(site.database.dataDir, "uploads", ".incoming"))).toEqual([]);
  }, 40_000);
});
