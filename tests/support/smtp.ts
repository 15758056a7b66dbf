import { appendFileSync, existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerError } from "smtp-server";

/** One message the sink accepted, with the parts tests look at already decoded. */
export interface ReceivedMail {
  /** The SMTP envelope: MAIL FROM and RCPT TO. */
  from: string | null;
  to: string[];
  /** The message exactly as it came over the wire. */
  raw: string;
  /** Header names lower-cased; folded lines joined; encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  /** The decoded text/plain and text/html bodies (empty when the message has none). */
  text: string;
  html: string;
  /** Every attached file, its bytes in base64 (the mail log is JSON). */
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  fileName: string;
  contentType: string;
  base64: string;
}

export interface SmtpSink {
  /** An SMTP_URL for nodemailer (plain SMTP on 127.0.0.1, no TLS, no authentication). */
  url: string;
  port: number;
  /** Every accepted message, in arrival order. */
  messages: ReceivedMail[];
  /** How many messages were refused so far (see `rejectNext`). */
  rejected: number;
  /**
   * Connections a sender dropped in the middle of a message (a worker stopped or killed while it
   * sent). smtp-server reports these as errors; a sink is a mailbox, so it counts them instead.
   */
  dropped: number;
  /** Refuses the next `count` messages at the end of DATA with the given reply code (default 451, temporary). */
  rejectNext(count: number, responseCode?: number): void;
  /** The first accepted message matching `predicate`, waiting up to `timeoutMs` for it to arrive. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** The port to listen on (default: any free one). Only one process can own a fixed port. */
  port?: number;
  /**
   * Also appends every accepted message to this file as one JSON line, so other processes (the
   * Playwright workers, when the sink runs in the global setup) can read the mailbox: `readMailLog`.
   */
  logFile?: string;
}

/** A real SMTP server that keeps what it receives, for tests that follow a mail all the way out. */
export async function startSmtpSink({
  port: wantedPort = 0,
  logFile,
}: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let toReject = 0;
  let rejectCode = 451;

  const sink: SmtpSink = {
    url: "",
    port: 0,
    messages,
    rejected: 0,
    dropped: 0,
    rejectNext(count, responseCode = 451) {
      toReject = count;
      rejectCode = responseCode;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `no matching mail within ${timeoutMs} ms; received: ${JSON.stringify(messages.map((m) => ({ to: m.to, subject: m.subject })))}`,
            ),
          );
        }, timeoutMs);
        const listener = () => {
          check();
        };
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(listener);
        };
        if (!check()) waiters.add(listener);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (toReject > 0) {
          toReject -= 1;
          sink.rejected += 1;
          const error: SMTPServerError = new Error("Mailbox temporarily unavailable (test sink)");
          error.responseCode = rejectCode;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = session.envelope;
        const mail: ReceivedMail = {
          from: envelope.mailFrom ? envelope.mailFrom.address : null,
          to: envelope.rcptTo.map((address) => address.address),
          ...parseMessage(raw),
          raw,
        };
        messages.push(mail);
        // Written before the reply, so a sender that got its 250 finds the message in the file.
        if (logFile) appendFileSync(logFile, `${JSON.stringify(mail)}\n`);
        callback(null);
        for (const waiter of [...waiters]) waiter();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(wantedPort, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", () => {
    sink.dropped += 1;
  });
  const { port } = server.server.address() as AddressInfo;
  sink.port = port;
  sink.url = `smtp://127.0.0.1:${port}`;
  return sink;
}

/** Every message a sink started with `logFile` accepted so far, in arrival order. */
export function readMailLog(logFile: string): ReceivedMail[] {
  if (!existsSync(logFile)) return [];
  const mails: ReceivedMail[] = [];
  for (const line of readFileSync(logFile, "utf8").split("\n")) {
    // A line still being written has no newline yet: it is read on the next call.
    if (!line) continue;
    try {
      mails.push(JSON.parse(line) as ReceivedMail);
    } catch {
      // The last line, half written.
    }
  }
  return mails;
}

type Parsed = Pick<ReceivedMail, "headers" | "subject" | "text" | "html" | "attachments">;

type Bodies = Pick<ReceivedMail, "text" | "html" | "attachments">;

/** Enough of RFC 5322/2045/2047 to read what nodemailer sends: headers, multipart, QP and base64. */
export function parseMessage(raw: string): Parsed {
  const { headers, body } = splitEntity(raw);
  const bodies: Bodies = { text: "", html: "", attachments: [] };
  collectBodies(headers, body, bodies);
  return { headers, subject: headers.subject ?? "", ...bodies };
}

function splitEntity(entity: string): { headers: Record<string, string>; body: string } {
  const normalized = entity.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectBodies(headers: Record<string, string>, body: string, out: Bodies) {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      const entity = splitEntity(part.replace(/^\n/, ""));
      collectBodies(entity.headers, entity.body, out);
    }
    return;
  }
  const disposition = headers["content-disposition"] ?? "";
  if (/^attachment/i.test(disposition)) {
    const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
    out.attachments.push({
      fileName: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "",
      contentType: type.split(";")[0]?.trim() ?? "",
      base64:
        encoding === "base64"
          ? body.replace(/\s+/g, "")
          : Buffer.from(decodeBody(body, encoding)).toString("base64"),
    });
    return;
  }
  const decoded = decodeBody(body, headers["content-transfer-encoding"] ?? "7bit");
  if (/^text\/html/i.test(type)) out.html ||= decoded;
  else if (/^text\/plain/i.test(type)) out.text ||= decoded;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    default:
      return body.replace(/\n$/, "");
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, "").replace(/\n$/, "");
  for (let index = 0; index < soft.length; index++) {
    const char = soft[index];
    const hex = soft.slice(index + 1, index + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?utf-8?Q?…?= and =?utf-8?B?…?=), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
