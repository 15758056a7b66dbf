import type { IncomingMessage } from "node:http";

/**
 * How long a request body may go without a byte before it is given up with 408. Long enough for a
 * phone on a poor link, short enough that a client that stops sending does not hold a connection
 * and a reader until `requestTimeout` (server/timeouts.ts) ends it.
 */
export const BODY_IDLE_MS = 10_000;

export type BodyStatus = 400 | 408 | 413 | 415;

/** Why a body was not read: the status to answer with, and a sentence for the client. */
export class BodyError extends Error {
  override name = "BodyError";
  constructor(
    readonly status: BodyStatus,
    readonly details: string,
  ) {
    super(details);
  }
}

export const bodyTooLarge = (maxBytes: number) =>
  new BodyError(413, `The body may be at most ${maxBytes} bytes.`);

/** The client stopped sending: answer, then close the connection, since the rest may never come. */
export const bodyIdle = () =>
  new BodyError(408, `No part of the body arrived for ${BODY_IDLE_MS / 1000} seconds.`);

/** Whatever else went wrong while reading (the client went away, the framing was broken). */
export const bodyUnreadable = (details: string) => new BodyError(400, details);

/** The BodyError a failure while reading stands for; anything else counts as an unreadable body. */
export const asBodyError = (error: unknown, details = "The body could not be read.") =>
  error instanceof BodyError ? error : bodyUnreadable(details);

/** Where a body's chunks come from: a web Request's stream. */
interface ChunkSource {
  next(): Promise<IteratorResult<Uint8Array>>;
  /** Stops reading without ending the stream (ending it would reset the connection). */
  release(): void;
}

const webSource = (body: ReadableStream<Uint8Array>): ChunkSource => {
  const reader = body.getReader();
  return { next: () => reader.read(), release: () => reader.releaseLock() };
};

/**
 * A body's chunks as they arrive, stopping with a BodyError past `maxBytes` (413), when nothing
 * arrives for BODY_IDLE_MS (408) or when the stream fails (400). The stream is released, never
 * cancelled: cancelling would reset the connection before the answer is sent. Whatever the client
 * still sends after the answer is discarded by the server (server/app.ts), or the connection is
 * closed (server/lead-api.ts).
 */
async function* chunksOf(
  source: ChunkSource,
  { maxBytes, idleMs = BODY_IDLE_MS }: { maxBytes: number; idleMs?: number },
): AsyncGenerator<Uint8Array> {
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await nextWithin(source, idleMs);
      if (done) return;
      received += value.byteLength;
      if (received > maxBytes) throw bodyTooLarge(maxBytes);
      yield value;
    }
  } finally {
    source.release();
  }
}

/** A web Request's body, chunk by chunk (see chunksOf). */
export async function* bodyChunks(request: Request, limits: { maxBytes: number; idleMs?: number }) {
  if (request.body) yield* chunksOf(webSource(request.body), limits);
}

async function nextWithin(source: ChunkSource, idleMs: number) {
  const next = source.next();
  // Released after a timeout, the source rejects this read: that is expected, not unhandled.
  next.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(bodyIdle()), idleMs);
  });
  try {
    return await Promise.race([next, idle]);
  } catch (error) {
    throw asBodyError(error);
  } finally {
    clearTimeout(timer);
  }
}

const collect = async (chunks: AsyncGenerator<Uint8Array>) => {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
};

/** The whole body in memory, for the small bodies of forms and JSON (at most `maxBytes`). */
export async function readBody(request: Request, maxBytes: number): Promise<Buffer> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw bodyTooLarge(maxBytes);
  return collect(bodyChunks(request, { maxBytes }));
}

/**
 * The same from Node's request, for the handlers that answer before React Router: its 'data'
 * events, with the same limits. On a refusal the request is paused, not destroyed, so that the
 * answer still reaches the client; the handler closes the connection after it.
 */
export function readNodeBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) return Promise.reject(bodyTooLarge(maxBytes));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const settle = (error?: BodyError) => {
      clearTimeout(idle);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
      if (!error) return resolve(Buffer.concat(chunks, received));
      req.pause();
      reject(error);
    };
    const idle = setTimeout(() => settle(bodyIdle()), BODY_IDLE_MS);
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) return settle(bodyTooLarge(maxBytes));
      chunks.push(chunk);
      idle.refresh();
    };
    const onEnd = () => settle();
    const onError = () => settle(bodyUnreadable("The body could not be read."));
    // Closed before its end: the client went away or sent less than it announced.
    const onClose = () => settle(bodyUnreadable("The body could not be read."));
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onError);
    req.once("close", onClose);
  });
}
