import { createHash } from "node:crypto";
import { mkdir, open, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { messages } from "~/lib/messages";
import { newId } from "../ids.server";
import { allowedKindsText, detectKind, PlainTextCheck } from "./file-kinds.server";

export interface ReceivedFile {
  originalName: string;
  storedName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export type Received =
  | { ok: true; file: ReceivedFile; fields: Record<string, string> }
  | { ok: false; status: 400 | 413 | 415; details: string; fields: Record<string, string> };

/** Room for the multipart framing and the few text fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export interface ReceivedPart {
  /** The temporary file under `<dir>/.incoming`; the caller moves or removes it. */
  path: string;
  originalName: string;
  size: number;
  sha256: string;
  /** Whether the bytes are plain text (UTF-8, no control characters, not markup). */
  text: boolean;
}

export type Multipart =
  | { ok: true; fields: Record<string, string>; part: ReceivedPart | null }
  | { ok: false; status: 400 | 413 | 415; details: string; fields: Record<string, string> };

/**
 * Reads a multipart form as it streams in: its text fields, and the file field `fileField`
 * written to a temporary file under `dir/.incoming` (never whole in memory), hashed as it
 * arrives, limited to `maxBytes` while reading. A file part that is empty, or has no name (a
 * browser's empty file input), counts as no file.
 */
export async function receiveMultipart(
  request: Request,
  { dir, maxBytes, fileField }: { dir: string; maxBytes: number; fileField: string },
): Promise<Multipart> {
  const fields: Record<string, string> = {};
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type) || !request.body) {
    return {
      ok: false,
      status: 415,
      details: `Send the file as multipart/form-data in the field '${fileField}'.`,
      fields,
    };
  }
  const maxMb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  const tooLarge = {
    ok: false,
    status: 413,
    details: `The file may be at most ${maxMb} MB.`,
    fields,
  } as const;
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes + ENVELOPE_BYTES) return tooLarge;

  const incoming = path.join(dir, ".incoming");
  await mkdir(incoming, { recursive: true });
  const partPath = path.join(incoming, `${newId()}.part`);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 4096, parts: 25 },
    });
  } catch {
    return { ok: false, status: 400, details: "The multipart body could not be read.", fields };
  }
  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

  type Outcome =
    | { kind: "file"; originalName: string; size: number; sha256: string; text: boolean }
    | { kind: "none" }
    | { kind: "too-large" }
    | { kind: "malformed" };

  const outcome = await new Promise<Outcome>((resolve) => {
    let filePromise: Promise<Outcome> | null = null;
    const finish = (result: Outcome | Promise<Outcome>) => {
      body.unpipe(parser);
      resolve(result);
    };
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== fileField || filePromise) {
        stream.resume();
        return;
      }
      filePromise = writePart(stream, partPath, info.filename);
      // Stop at the limit instead of reading the rest of an oversized body.
      filePromise.then(
        (result) => {
          if (result.kind === "too-large") finish(result);
        },
        () => finish(filePromise as Promise<Outcome>),
      );
    });
    parser.on("error", () => finish({ kind: "malformed" }));
    parser.on("close", () => finish(filePromise ?? { kind: "none" }));
    body.on("error", () => finish({ kind: "malformed" }));
    body.pipe(parser);
  });

  const drop = () => unlink(partPath).catch(() => {});
  switch (outcome.kind) {
    case "none":
      return { ok: true, fields, part: null };
    case "malformed":
      await drop();
      return { ok: false, status: 400, details: "The multipart body could not be read.", fields };
    case "too-large":
      await drop();
      return tooLarge;
  }
  if (!outcome.originalName && outcome.size === 0) {
    await drop();
    return { ok: true, fields, part: null };
  }
  const { kind: _kind, ...part } = outcome;
  return { ok: true, fields, part: { path: partPath, ...part } };
}

/**
 * Receives the upload field `file`: streamed by `receiveMultipart`, checked by its bytes, then
 * fsync'd and renamed into `uploadsDir` under a generated name. The caller records it and removes
 * it with `discardUpload` if that fails.
 */
export async function receiveUpload(
  request: Request,
  uploadsDir: string,
  maxBytes: number,
): Promise<Received> {
  const received = await receiveMultipart(request, { dir: uploadsDir, maxBytes, fileField: "file" });
  if (!received.ok) return received;
  const { fields, part } = received;
  if (!part?.originalName) {
    if (part) await unlink(part.path).catch(() => {});
    return { ok: false, status: 400, details: messages.upload.noFile, fields };
  }
  const drop = () => unlink(part.path).catch(() => {});
  if (part.size === 0) {
    await drop();
    return { ok: false, status: 400, details: "The file is empty.", fields };
  }
  const kind = await detectKind(part.path, part.text);
  if (!kind) {
    await drop();
    return {
      ok: false,
      status: 415,
      details: `This type of file is not accepted. ${allowedKindsText}`,
      fields,
    };
  }
  const storedName = `${path.basename(part.path, ".part")}.${kind.ext}`;
  await rename(part.path, path.join(uploadsDir, storedName));
  await syncDirectory(uploadsDir);
  return {
    ok: true,
    fields,
    file: {
      originalName: part.originalName,
      storedName,
      contentType: kind.mime,
      size: part.size,
      sha256: part.sha256,
    },
  };
}

/** Removes a stored file whose row could not be committed. */
export async function discardUpload(uploadsDir: string, storedName: string): Promise<void> {
  await unlink(path.join(uploadsDir, storedName)).catch(() => {});
}

async function writePart(
  stream: Readable & { truncated?: boolean },
  partPath: string,
  filename: string | undefined,
): Promise<
  { kind: "file"; originalName: string; size: number; sha256: string; text: boolean } | { kind: "too-large" }
> {
  const handle = await open(partPath, "w", 0o600);
  const hash = createHash("sha256");
  const text = new PlainTextCheck();
  let size = 0;
  let truncated = false;
  stream.on("limit", () => {
    truncated = true;
  });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (truncated) break;
      size += chunk.length;
      hash.update(chunk);
      text.push(chunk);
      await handle.write(chunk);
    }
    if (truncated || stream.truncated) return { kind: "too-large" };
    // On disk before anyone is told it arrived.
    await handle.sync();
  } finally {
    await handle.close();
  }
  return {
    kind: "file",
    originalName: cleanName(filename),
    size,
    sha256: hash.digest("hex"),
    text: text.result,
  };
}

/** The visitor's file name, kept as data only: no folders, no control characters, bounded. */
function cleanName(filename: string | undefined): string {
  const base = (filename ?? "").split(/[\\/]/).pop() ?? "";
  return (
    base
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim()
      .slice(0, 255)
  );
}

export async function syncDirectory(directory: string) {
  const handle = await open(directory, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
