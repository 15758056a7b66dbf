import { createHash } from "node:crypto";
import { type FileHandle, mkdir, open, unlink } from "node:fs/promises";
import path from "node:path";
import { withoutFormatCharacters } from "~/lib/file-names";
import { addFormValue } from "~/lib/validation";
import { storageFault } from "../db/errors.server";
import { newId } from "../ids.server";
import { asBodyError, BodyError, type BodyStatus, bodyChunks, bodyTooLarge } from "./body.server";
import { boundaryOf, parseMultipart } from "./multipart-parser.server";

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
  const byTest = typeof file?.name === "function";
  const maxFiles = byTest ? (file?.maxFiles ?? 1) : 1;
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
  const boundary = boundaryOf(request.headers.get("content-type") ?? "");
  if (!boundary) return refuse(new BodyError(400, "The multipart body has no usable boundary."));

  const wanted = (field: string) =>
    typeof file?.name === "function" ? file.name(field) : field === file?.name;
  const parts: ReceivedPart[] = [];
  const filled = new Set<string>();
  const oversized: string[] = [];
  let partCount = 0;
  let fieldCount = 0;
  // Where the current part's bytes go; a part passed over has none.
  let value: { field: string; chunks: Buffer[]; size: number } | null = null;
  let saving: PartFile | null = null;
  try {
    if (file) await mkdir(incomingDir(file.dir), { recursive: true });
    for await (const event of parseMultipart(boundary, bodyChunks(request, { maxBytes }))) {
      if (event.type === "part") {
        // Every file input of the form is a part, the empty ones too.
        if (++partCount > MAX_FIELDS + maxFiles + 2) throw tooManyFields;
        const { field, filename } = event;
        if (filename === undefined) {
          if (++fieldCount > MAX_FIELDS) throw tooManyFields;
          value = { field, chunks: [], size: 0 };
        } else if (file && wanted(field) && (byTest ? filename : filled.size === 0)) {
          if (filled.has(field) || filled.size >= maxFiles) throw tooManyFiles;
          filled.add(field);
          saving = await PartFile.open(incomingDir(file.dir), field, filename);
        }
      } else if (event.type === "data") {
        if (value) {
          value.size += event.bytes.length;
          if (value.size > FIELDS_BYTES) throw fieldTooLong;
          value.chunks.push(Buffer.from(event.bytes));
        } else if (saving && file) {
          if (saving.size + event.bytes.length <= file.maxBytes) await saving.write(event.bytes);
          else if (!byTest) throw tooLarge;
          else {
            // One input of several may be over the limit: its file is dropped, the form read on.
            oversized.push(saving.field);
            await saving.remove();
            saving = null;
          }
        }
      } else {
        if (value) addFormValue(fields, value.field, Buffer.concat(value.chunks).toString("utf8"));
        const part = await saving?.close();
        // A browser sends a file input left empty as a nameless empty file.
        if (part && !part.originalName && part.size === 0) await unlink(part.path);
        else if (part) parts.push(part);
        value = null;
        saving = null;
      }
    }
    return { ok: true, fields, parts, oversized };
  } catch (error) {
    await saving?.remove();
    for (const part of parts) await unlink(part.path).catch(() => {});
    if (storageFault(error)) throw error;
    return refuse(asBodyError(error, "The multipart body could not be read."));
  }
}

/** A file being written to `.incoming`, measured and hashed on the way. */
class PartFile {
  readonly #hash = createHash("sha256");
  readonly #text = new PlainTextCheck();
  size = 0;

  private constructor(
    readonly path: string,
    readonly field: string,
    readonly filename: string,
    private readonly handle: FileHandle,
  ) {}

  static async open(dir: string, field: string, filename: string): Promise<PartFile> {
    const partPath = path.join(dir, `${newId()}.part`);
    try {
      return new PartFile(partPath, field, filename, await open(partPath, "wx", 0o600));
    } catch (error) {
      throw unwritable(error);
    }
  }

  async write(bytes: Uint8Array) {
    try {
      for (let done = 0; done < bytes.length; ) done += (await this.handle.write(bytes, done)).bytesWritten;
    } catch (error) {
      throw unwritable(error);
    }
    this.size += bytes.length;
    this.#hash.update(bytes);
    this.#text.push(bytes);
  }

  async close(): Promise<ReceivedPart> {
    try {
      await this.handle.sync();
      await this.handle.close();
    } catch (error) {
      throw unwritable(error);
    }
    return {
      path: this.path,
      field: this.field,
      originalName: cleanName(this.filename),
      size: this.size,
      sha256: this.#hash.digest("hex"),
      text: this.#text.result,
    };
  }

  async remove() {
    await this.handle.close().catch(() => {});
    await unlink(this.path).catch(() => {});
  }
}

/** A full disk is the caller's to answer; any other failed write is a 400 like an unreadable body. */
const unwritable = (error: unknown) => (storageFault(error) ? error : asBodyError(error));

export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function cleanName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  return withoutFormatCharacters(base.replace(/\p{Cc}/gu, ""))
    .trim()
    .slice(0, 255);
}

/** Markup (HTML, SVG or XML start with "<") is not plain text. */
export class PlainTextCheck {
  #decoder = new TextDecoder("utf-8", { fatal: true });
  #ok = true;
  #started = false;

  push(chunk: Uint8Array) {
    if (!this.#ok) return;
    try {
      const text = this.#decoder.decode(chunk, { stream: true });
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
      if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) this.#ok = false;
      if (!this.#started) {
        const start = text.replace(/^[\ufeff\s]+/, "");
        if (start) {
          this.#started = true;
          if (start.startsWith("<")) this.#ok = false;
        }
      }
    } catch {
      this.#ok = false;
    }
  }

  get result(): boolean {
    if (!this.#ok || !this.#started) return false;
    try {
      this.#decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}
