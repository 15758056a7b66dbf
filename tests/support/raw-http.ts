import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export interface RawExchange {
  /** The status of every response the server sent on the connection, in order. */
  statuses: number[];
  /** Everything the server sent. */
  text: string;
}

export interface RawSendOptions {
  /** Sends `bytes` bytes from offset `from` one at a time, `everyMs` apart; the rest at once. */
  trickle?: { from: number; bytes: number; everyMs: number };
  /** Sends only this many bytes, then resets the connection without waiting for an answer. */
  abortAfter?: number;
  /** Gives up waiting for the server to close the connection after this long. */
  timeoutMs?: number;
}

/**
 * Sends bytes exactly as given over a new connection, for what fetch will not send: a lying
 * Content-Length, a body cut mid-part, a client that goes away or trickles. It never half-closes
 * (Node's server takes that for a client going away); requests made by `rawPost` ask the server
 * to close the connection once it has answered.
 */
export async function sendRaw(
  url: string,
  bytes: Buffer,
  options: RawSendOptions = {},
): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const received: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  const closed = new Promise<void>((resolve) => {
    socket.once("close", () => resolve());
    socket.once("error", () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });

  const toSend = options.abortAfter === undefined ? bytes : bytes.subarray(0, options.abortAfter);
  const { from, bytes: slow, everyMs } = options.trickle ?? { from: toSend.length, bytes: 0, everyMs: 0 };
  socket.write(toSend.subarray(0, from));
  for (const byte of toSend.subarray(from, from + slow)) {
    await sleep(everyMs);
    if (socket.destroyed) break;
    socket.write(Buffer.of(byte));
  }
  if (!socket.destroyed) socket.write(toSend.subarray(from + slow));
  if (options.abortAfter !== undefined) {
    // Let the bytes leave before the reset, so the server sees a request that stops partway.
    await sleep(20);
    socket.resetAndDestroy();
  }
  const timer = setTimeout(() => socket.destroy(), options.timeoutMs ?? 30_000);
  await closed;
  clearTimeout(timer);
  const text = Buffer.concat(received).toString("latin1");
  const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
  return { statuses, text };
}

/**
 * A POST request's bytes: the request line, the headers given, Host, `Connection: close` and
 * (unless given) Content-Length.
 */
export function rawPost(
  url: string,
  pathname: string,
  headers: Record<string, string>,
  body: Buffer,
): Buffer {
  const { host } = new URL(url);
  const all: Record<string, string> = {
    host,
    connection: "close",
    "content-length": String(body.length),
    ...headers,
  };
  const head = Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return Buffer.concat([Buffer.from(`POST ${pathname} HTTP/1.1\r\n${head}\r\n`, "latin1"), body]);
}
