import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { withoutFormatCharacters } from "~/lib/file-names";
import { addFormValue } from "~/lib/validation";
import { storageFault } from "../db/errors.server";
import { newId } from "../ids.server";
import {
  asBodyError,
  BodyError,
  type BodyStatus,
  bodyChunks,
  bodyTooLarge,
  bodyUnreadable,
} from "./body.server";
import { PlainTextCheck } from "./plain-text.server";

export interface ReceivedPart {
  /** The temporary file under `<dir>/.incoming`; the caller moves or removes it. */
  path: string;
  field: string;
  originalName: string;
  size: number;
  sha256: string;
  /** Whether the bytes are plain text (UTF-8, no control characters, not markup). */
  text: boolean;
}

export type Multipart =
  | {
      ok: true;
      fields: Record<string, string>;
      parts: ReceivedPart[];
      /** The inputs whose file was over `maxBytes` (several inputs only): read past and dropped. */
      oversized: string[];
    }
  | { ok: false; status: BodyStatus; details: string; fields: Record<string, string> };

export interface FileField {
  /**
   * A test of names lets several inputs carry one file each, up to `maxFiles`; a file over `maxBytes`
   * is then dropped and named in `oversized`, so the form can be shown again with its other fields.
   */
  name: string | ((field: string) => boolean);
  maxFiles?: number;
  dir: string;
  maxBytes: number;
}

/** Room for the multipart framing and the text fields around the file. */
export const FIELDS_BYTES = 64 * 1024;

// A content editor's lists send one field per field of each item (forty courses of nine fields).
const MAX_FIELDS = 1000;

/** Where partly received files wait; the maintenance timer removes any that a crash left behind. */
export const incomingDir = (dir: string) => path.join(dir, ".incoming");

/**
 * Streams files to `<dir>/.incoming`, never whole in memory. A client's fault becomes a 4xx answer;
 * a full disk is not the client's doing and is thrown, for the caller to answer 507.
 */
export async function readMultipart(request: Request, file?: FileField): Promise<Multipart> {
  const fields: Record<string, string> = {};
  const maxFiles = typeof file?.name === "function" ? (file.maxFiles ?? 1) : 1;
  const maxBytes = (file?.maxBytes ?? 0) * maxFiles + FIELDS_BYTES;
  const tooLarge = file
    ? new BodyError(413, `The file may be at most ${megabytes(file.maxBytes)} MB.`)
    : bodyTooLarge(maxBytes);
  const fieldTooLong = new BodyError(413, `A form field may be at most ${FIELDS_BYTES / 1024} KB.`);
  const tooManyFields = new BodyError(413, `A form may have at most ${MAX_FIELDS} fields.`);
  const tooManyFiles = new BodyError(
    400,
    maxFiles === 1
      ? "Choose one new file per save: save, then choose the next."
      : "Choose one new file per input.",
  );
  const refuse = ({ status, details }: BodyError): Multipart => ({ ok: false, status, details, fields });
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return refuse(tooLarge);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      defParamCharset: "utf8",
      limits: {
        // Every file input of the form is a part, the empty ones too.
        files: file ? maxFiles + 2 : 0,
        // busboy counts a file that reaches its limit as over it: one byte more lets a file of
        // exactly maxBytes through, and the first byte past it still stops the read.
        fileSize: file ? file.maxBytes + 1 : undefined,
        fields: MAX_FIELDS,
        fieldSize: FIELDS_BYTES,
        parts: MAX_FIELDS + maxFiles + 2,
      },
    });
  } catch {
    return refuse(bodyUnreadable("The multipart body has no usable boundary."));
  }

  // Aborted on the next tick: busboy goes on using its state after emitting an event.
  const stopping = new AbortController();
  let stoppedFor: unknown;
  const stop = (reason: unknown) => {
    stoppedFor ??= reason;
    process.nextTick(() => stopping.abort(reason));
  };
  const savings: Promise<ReceivedPart | null>[] = [];
  const filled = new Set<string>();
  const oversized: string[] = [];

  // Past a limit busboy drops the fields that follow without a word: the form would lose them.
  parser.on("fieldsLimit", () => stop(tooManyFields));
  parser.on("partsLimit", () => stop(tooManyFields));
  parser.on("field", (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) stop(fieldTooLong);
    else addFormValue(fields, name, value);
  });
  parser.on("file", (name, stream, info) => {
    // Destroyed (stopped, or failed) in the middle of a chunk, busboy still announces the parts
    // that chunk starts; they will never get their data or their end.
    if (parser.destroyed) {
      stream.destroy();
      return;
    }
    const byTest = typeof file?.name === "function";
    const wanted = file && (typeof file.name === "function" ? file.name(name) : name === file.name);
    // A part passed over is drained through a pipeline: stopping destroys it mid-part, and its
    // error must have a listener, or it ends the process.
    if (!wanted || (byTest && !info.filename) || (savings.length > 0 && !byTest)) {
      pipeline(stream, discard()).catch(() => {});
      return;
    }
    if (filled.has(name) || filled.size >= maxFiles) {
      pipeline(stream, discard()).catch(() => {});
      stop(tooManyFiles);
      return;
    }
    filled.add(name);
    // One input of several may be over the limit: its file is dropped, the form read on.
    let over = false;
    stream.once("limit", () => {
      if (byTest) over = true;
      else stop(tooLarge);
    });
    const saving = savePart(stream, incomingDir(file.dir), info.filename, name).then(
      (part) => part,
      (error: unknown) => {
        if (!over) throw error;
        oversized.push(name);
        return null;
      },
    );
    saving.catch((error: unknown) => stop(storageFault(error) ? error : asBodyError(error)));
    savings.push(saving);
  });

  try {
    if (file) await mkdir(incomingDir(file.dir), { recursive: true });
    await pipeline(Readable.from(bodyChunks(request, { maxBytes, signal: stopping.signal })), parser, {
      signal: stopping.signal,
    });
    const parts: ReceivedPart[] = [];
    for (const part of await Promise.all(savings)) {
      if (!part) continue;
      if (!part.originalName && part.size === 0) await unlink(part.path);
      else parts.push(part);
    }
    return { ok: true, fields, parts, oversized };
  } catch (error) {
    for (const saving of savings) {
      const saved = await saving.catch(() => null);
      if (saved) await unlink(saved.path).catch(() => {});
    }
    const cause = stoppedFor ?? error;
    if (storageFault(cause)) throw cause;
    return refuse(
      stoppedFor instanceof BodyError
        ? stoppedFor
        : asBodyError(error, "The multipart body could not be read."),
    );
  }
}

async function savePart(
  stream: Readable & { truncated?: boolean },
  dir: string,
  filename: string | undefined,
  field: string,
): Promise<ReceivedPart> {
  const partPath = path.join(dir, `${newId()}.part`);
  const hash = createHash("sha256");
  const text = new PlainTextCheck();
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      text.push(chunk);
      done(null, chunk);
    },
  });
  // Listening from the start: busboy may fail the part before the file is even open.
  const out = createWriteStream(partPath, { flags: "wx", mode: 0o600, flush: true });
  try {
    await pipeline(stream, measure, out);
    // Over the limit, busboy ends the part early and marks it: never a complete-looking file.
    if (stream.truncated) throw bodyUnreadable("The file was cut short.");
  } catch (error) {
    // A write stream stopped before its file was open still creates it: remove it once closed.
    if (!out.closed) await once(out, "close").catch(() => {});
    await unlink(partPath).catch(() => {});
    throw error;
  }
  return {
    path: partPath,
    field,
    originalName: cleanName(filename),
    size,
    sha256: hash.digest("hex"),
    text: text.result,
  };
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function cleanName(filename: string | undefined): string {
  const base = (filename ?? "").split(/[\\/]/).pop() ?? "";
  return withoutFormatCharacters(base.replace(/\p{Cc}/gu, ""))
    .trim()
    .slice(0, 255);
}
