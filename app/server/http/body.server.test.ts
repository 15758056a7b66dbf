import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
