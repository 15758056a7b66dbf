import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BodyError, bodyChunks, readBody, readNodeBody } from "./body.server";
import { wantsJson } from "./negotiate.server";

const MAX = 16;

/** What readNodeBody made of one request: its bytes, or the refusal's status and sentence. */
type Outcome = { bytes: string } | { status: number; details: string };

// readNodeBody on a real node:http server in this process, fed by real sockets.
describe("readNodeBody", () => {
  let server: Server;
  let port = 0;
  const outcomes: ((outcome: Outcome) => void)[] = [];
  const nextOutcome = () => new Promise<Outcome>((resolve) => outcomes.push(resolve));

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const report = outcomes.shift();
      readNodeBody(req, MAX).then(
        (bytes) => {
          report?.({ bytes: bytes.toString() });
          res.end("read");
        },
        (error: BodyError) => {
          report?.({ status: error.status, details: error.details });
          res.writeHead(error.status, { connection: "close" }).end("refused");
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Sends the body in these chunks (chunked transfer) and returns what the reader made of it. */
  const sendChunks = async (chunks: string[]) => {
    const outcome = nextOutcome();
    const req = httpRequest({ port, host: "127.0.0.1", method: "POST" });
    req.on("error", () => {});
    req.on("response", (res) => res.resume());
    for (const chunk of chunks) req.write(chunk);
    req.end();
    return outcome;
  };
  /** Writes raw bytes on a socket, optionally ending it early, and returns the reader's outcome. */
  const sendRaw = async (text: string, { destroy = false } = {}) => {
    const outcome = nextOutcome();
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.on("data", () => {});
    socket.write(text);
    if (destroy) setTimeout(() => socket.destroy(), 50);
    const result = await outcome;
    socket.destroy();
    return result;
  };

  it("reads a body of exactly the limit, in any number of chunks", async () => {
    expect(await sendChunks(["0123456789", "abcdef"])).toEqual({ bytes: "0123456789abcdef" });
    expect(await sendChunks([])).toEqual({ bytes: "" });
  });

  it("refuses one byte past the limit with 413, however it is cut", async () => {
    const tooLarge = { status: 413, details: `The body may be at most ${MAX} bytes.` };
    expect(await sendChunks(["0123456789abcdefg"])).toEqual(tooLarge);
    expect(await sendChunks(["0123456789", "abcdef", "g"])).toEqual(tooLarge);
  });

  it("refuses an announced length past the limit before reading, whatever follows", async () => {
    expect(
      await sendRaw(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${MAX + 1}\r\n\r\n0123`),
    ).toMatchObject({ status: 413 });
    expect(
      await sendRaw(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${MAX}\r\n\r\n${"x".repeat(MAX)}`),
    ).toEqual({
      bytes: "x".repeat(MAX),
    });
  });

  it("answers 400 when the client goes away before the body's end", async () => {
    expect(
      await sendRaw(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${MAX}\r\n\r\n0123`, { destroy: true }),
    ).toEqual({ status: 400, details: "The body could not be read." });
  });
});

describe("readBody and bodyChunks", () => {
  const streamOf = (chunks: string[], { fail = false, stall = false } = {}) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        if (fail) controller.error(new Error("connection reset"));
        else if (!stall) controller.close();
      },
    });
  const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
    new Request("https://www.example.in/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  const refusal = async (run: Promise<unknown>) => {
    const error = await run.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(BodyError);
    return { status: (error as BodyError).status, details: (error as BodyError).details };
  };

  it("reads a body up to the limit and refuses one byte more with 413", async () => {
    expect((await readBody(post(streamOf(["01234567", "89abcdef"])), MAX)).toString()).toBe(
      "0123456789abcdef",
    );
    expect(await refusal(readBody(post(streamOf(["01234567", "89abcdefg"])), MAX))).toEqual({
      status: 413,
      details: `The body may be at most ${MAX} bytes.`,
    });
  });

  it("reads a body whose announced length is exactly the limit, leaving no timer behind", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const body = "x".repeat(MAX);
      const read = await readBody(
        post(streamOf([body.slice(0, 5), body.slice(5)]), { "content-length": String(MAX) }),
        MAX,
      );
      expect(read.toString()).toBe(body);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses an announced length past the limit before reading", async () => {
    expect(await refusal(readBody(post("short", { "content-length": String(MAX + 1) }), MAX))).toMatchObject({
      status: 413,
    });
  });

  it("reads nothing from a request without a body", async () => {
    expect((await readBody(new Request("https://www.example.in/", { method: "POST" }), MAX)).length).toBe(0);
  });

  it("answers 400 for a stream that fails and 408 for one that stops sending", async () => {
    expect(await refusal(readBody(post(streamOf(["0123"], { fail: true })), MAX))).toEqual({
      status: 400,
      details: "The body could not be read.",
    });
    const stalled = (async () => {
      for await (const _chunk of bodyChunks(post(streamOf(["0123"], { stall: true })), {
        maxBytes: MAX,
        idleMs: 50,
      }));
    })();
    expect(await refusal(stalled)).toEqual({
      status: 408,
      details: "No part of the body arrived for 10 seconds.",
    });
  });
});

describe("readNodeBody once settled", () => {
  // What the request looked like right after the reader settled: the server's own handlers
  // (server/app.ts, server/lead-api.ts) take over from there.
  type After = { listeners: number; details?: string };
  let server: Server;
  let port = 0;
  const reports: ((after: After) => void)[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const report = reports.shift();
      // The server ends a request itself when it runs out of time (server/timeouts.ts).
      if (req.url === "/timed-out") setTimeout(() => req.destroy(), 30);
      const settled = (details?: string) => {
        const listeners = ["data", "end", "error", "close"].reduce(
          (n, name) => n + req.listenerCount(name),
          0,
        );
        report?.({ listeners, details });
      };
      readNodeBody(req, MAX).then(
        () => {
          settled();
          res.end("read");
        },
        (error: BodyError) => {
          settled(error.details);
          res.writeHead(413, { connection: "close" }).end("refused");
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (body: string, { path = "/", end = true } = {}) => {
    const settled = new Promise<After>((resolve) => reports.push(resolve));
    const req = httpRequest({ port, host: "127.0.0.1", method: "POST", path });
    req.on("error", () => {});
    req.on("response", (res) => res.resume());
    if (end) req.end(body);
    else req.write(body);
    return settled;
  };

  it("stops listening to the request, whether it read or refused the body", async () => {
    expect(await send("0123")).toEqual({ listeners: 0 });
    expect(await send("x".repeat(MAX * 4))).toEqual({
      listeners: 0,
      details: `The body may be at most ${MAX} bytes.`,
    });
  });

  it("answers 400 when the server ends the request before its body's end", async () => {
    expect(await send("0123", { path: "/timed-out", end: false })).toEqual({
      listeners: 0,
      details: "The body could not be read.",
    });
  });
});

describe("readBody's stream", () => {
  it("is released, never cancelled, when a body is refused", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(MAX + 1));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request("https://www.example.in/", {
      method: "POST",
      body,
      duplex: "half",
    } as RequestInit);
    const error = await readBody(request, MAX).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ name: "BodyError", status: 413 });
    expect(request.body?.locked).toBe(false);
    expect(cancelled).toBe(false);
  });
});

describe("wantsJson", () => {
  const request = (method: string, headers: Record<string, string>) =>
    new Request("https://www.example.in/x", { method, headers, body: method === "POST" ? "{}" : undefined });

  it.each([
    ["POST", { "content-type": "application/json" }, true],
    ["POST", { "content-type": "Application/JSON; charset=utf-8" }, true],
    ["POST", { accept: "application/json" }, true],
    ["POST", { accept: "APPLICATION/JSON" }, true],
    ["POST", { accept: "application/json, text/html" }, false],
    ["POST", { accept: "text/html" }, false],
    ["POST", { "content-type": "application/x-www-form-urlencoded" }, false],
    ["POST", {}, false],
    ["GET", { "content-type": "application/json", accept: "application/json" }, false],
    ["HEAD", { accept: "application/json" }, false],
    ["DELETE", { accept: "application/json" }, true],
  ] as const)("%s with %j: %s", (method, headers, expected) => {
    expect(wantsJson(request(method, headers))).toBe(expected);
  });
});
