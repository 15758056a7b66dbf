// Long enough for a phone on a poor link, short enough that a silent client does not hold a
// connection until `requestTimeout` ends it.
export const BODY_IDLE_MS = 10_000;

export type BodyStatus = 400 | 408 | 413 | 415;

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

export const asBodyError = (error: unknown, details = "The body could not be read.") =>
  error instanceof BodyError ? error : new BodyError(400, details);

// Released, never cancelled: cancelling would reset the connection before the answer is sent.
export async function* bodyChunks(
  request: Request,
  { maxBytes, idleMs = BODY_IDLE_MS }: { maxBytes: number; idleMs?: number },
): AsyncGenerator<Uint8Array> {
  if (!request.body) return;
  const reader = request.body.getReader();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await readWithin(reader, idleMs);
      if (done) return;
      received += value.byteLength;
      if (received > maxBytes) throw bodyTooLarge(maxBytes);
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, idleMs: number) {
  const read = reader.read();
  // Released after a timeout, the reader rejects this read: that is expected, not unhandled.
  read.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  // The client stopped sending: answer, then close the connection, since the rest may never come.
  const idle = new Promise<never>((_resolve, reject) => {
    const details = `No part of the body arrived for ${BODY_IDLE_MS / 1000} seconds.`;
    timer = setTimeout(() => reject(new BodyError(408, details)), idleMs);
  });
  try {
    return await Promise.race([read, idle]);
  } catch (error) {
    throw asBodyError(error);
  } finally {
    clearTimeout(timer);
  }
}

export async function readBody(request: Request, maxBytes: number): Promise<Buffer> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw bodyTooLarge(maxBytes);
  const chunks: Uint8Array[] = [];
  for await (const chunk of bodyChunks(request, { maxBytes })) chunks.push(chunk);
  return Buffer.concat(chunks);
}
