import { describe, expect, it, vi } from "vitest";
import { BodyError, bodyChunks, readBody } from "./body.server";
import { wantsJson } from "./negotiate.server";

const MAX = 16;

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
