/** A multipart/form-data body that breaks RFC 7578 or RFC 2046. */
export class MultipartError extends Error {
  override name = "MultipartError";
}

export type MultipartEvent =
  | { type: "part"; field: string; filename?: string }
  | { type: "data"; bytes: Uint8Array }
  | { type: "end" };

/** A part's header block, blank line excluded. */
export const MAX_HEADER_BYTES = 16 * 1024;

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const PARAMETER = new RegExp(
  `[ \\t]*;[ \\t]*(${TOKEN})[ \\t]*=[ \\t]*(?:(${TOKEN})|"((?:[^"\\\\]|\\\\.)*)")`,
  "sy",
);
const TYPE = new RegExp(`^[ \\t]*(${TOKEN}(?:/${TOKEN})?)`);
const EXTENDED = /^(utf-8|iso-8859-1)'[^']*'((?:[!-$&-~]|%[\dA-Fa-f]{2})*)$/i;
const HEADER_LINE = new RegExp(`^(${TOKEN}):[ \\t]*(.*?)[ \\t]*$`, "s");
// biome-ignore lint/suspicious/noControlCharactersInRegex: a header line holds no control character but a tab.
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;
const HEADER_END = Buffer.from("\r\n\r\n");
const LINE_BREAK = Buffer.from("\r\n");
const CR = 0x0d;
const LF = 0x0a;
const DASH = 0x2d;
const SPACE = 0x20;
const TAB = 0x09;
const EMPTY = Buffer.alloc(0);
const utf8 = new TextDecoder();

/** The boundary of a `multipart/form-data` Content-Type, or undefined. */
export function boundaryOf(contentType: string): string | undefined {
  const parsed = parameters(contentType);
  const boundary = parsed?.type === "multipart/form-data" ? parsed.params.get("boundary") : undefined;
  return boundary && boundary.length <= 70 ? boundary : undefined;
}

/** Pulled one event at a time: only bytes that could begin a delimiter wait for the next chunk. */
export async function* parseMultipart(
  boundary: string,
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<MultipartEvent, void, undefined> {
  const delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  let state: "preamble" | PastDelimiter | "headers" | "body" | "done" = "preamble";
  // The body's start counts as a line break, so that a delimiter may open it.
  let carry: Buffer = LINE_BREAK;
  let header: Buffer = EMPTY;
  let skipping = false;

  for await (const chunk of chunks) {
    if (state === "done") continue;
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const buf = carry.length > 0 ? Buffer.concat([carry, bytes]) : bytes;
    carry = EMPTY;
    let at = 0;
    while (at < buf.length && state !== "done") {
      if (state === "preamble" || state === "body") {
        const found = buf.indexOf(delimiter, at);
        const end = found >= 0 ? found : buf.length - held(buf, at, delimiter);
        if (state === "body" && !skipping && end > at) yield { type: "data", bytes: buf.subarray(at, end) };
        if (found < 0) {
          carry = Buffer.from(buf.subarray(end));
          break;
        }
        if (state === "body" && !skipping) yield { type: "end" };
        at = found + delimiter.length;
        state = "delimiter";
      } else if (state === "headers") {
        // `header` starts with the delimiter's line break: a part without headers opens with the blank line.
        const room = buf.subarray(at, at + MAX_HEADER_BYTES + HEADER_END.length);
        const joined = Buffer.concat([header, room]);
        const found = joined.indexOf(HEADER_END, Math.max(0, header.length - 3));
        // Unfound, the last three bytes may begin the blank line.
        const size = (found >= 0 ? found : joined.length - 3) - LINE_BREAK.length;
        if (size > MAX_HEADER_BYTES)
          throw new MultipartError(`A part's headers may be at most ${MAX_HEADER_BYTES} bytes.`);
        if (found < 0) {
          header = joined;
          at += room.length;
          continue;
        }
        at += found + HEADER_END.length - header.length;
        const part = partOf(joined.subarray(LINE_BREAK.length, Math.max(LINE_BREAK.length, found)));
        header = EMPTY;
        skipping = !part;
        if (part) yield { type: "part", ...part };
        state = "body";
      } else {
        state = pastDelimiter(state, buf[at++]);
        if (state === "headers") header = LINE_BREAK;
      }
    }
  }
  if (state !== "done") throw new MultipartError("The body ended before its closing boundary.");
}

type PastDelimiter = "delimiter" | "dash" | "padding" | "cr";

/** After a delimiter, `--` closes the form; spaces or tabs, then a line break, open a part. */
function pastDelimiter(state: PastDelimiter, byte: number | undefined): PastDelimiter | "headers" | "done" {
  if (state === "delimiter" && byte === DASH) return "dash";
  if (state === "dash" && byte === DASH) return "done";
  if ((state === "delimiter" || state === "padding") && (byte === SPACE || byte === TAB)) return "padding";
  if ((state === "delimiter" || state === "padding") && byte === CR) return "cr";
  if (state === "cr" && byte === LF) return "headers";
  throw new MultipartError("A boundary is followed by neither a line break nor its closing dashes.");
}

/** How many bytes at the end of `buf` could begin a delimiter that the next chunk completes. */
function held(buf: Buffer, from: number, delimiter: Buffer): number {
  let start = Math.max(from, buf.length - delimiter.length + 1);
  for (;;) {
    start = buf.indexOf(CR, start);
    if (start < 0) return 0;
    if (delimiter.subarray(0, buf.length - start).equals(buf.subarray(start))) return buf.length - start;
    start++;
  }
}

/** The field a part's headers name, or undefined for a part that is not a form field. */
function partOf(block: Buffer): { field: string; filename?: string } | undefined {
  const lines: string[] = [];
  for (const line of block.length > 0 ? utf8.decode(block).split("\r\n") : []) {
    // An obsolete folded line continues the one before it.
    if ((line.startsWith(" ") || line.startsWith("\t")) && lines.length > 0) lines[lines.length - 1] += line;
    else lines.push(line);
  }
  let disposition: string | undefined;
  for (const line of lines) {
    const match = HEADER_LINE.exec(line);
    if (!match || CONTROL.test(line)) throw new MultipartError("A part's header line is not `Name: value`.");
    if (match[1]?.toLowerCase() === "content-disposition") disposition ??= match[2];
  }
  const parsed = disposition === undefined ? undefined : parameters(disposition);
  const field = parsed && extended(parsed.params, "name");
  if (parsed?.type !== "form-data" || !field) return undefined;
  const filename = extended(parsed.params, "filename");
  return filename === undefined ? { field } : { field, filename };
}

/** A parameter, its RFC 5987 form (`name*=charset'language'%XX`) first. */
function extended(params: Map<string, string>, name: string): string | undefined {
  const encoded = EXTENDED.exec(params.get(`${name}*`) ?? "");
  if (!encoded) return params.get(name);
  const [, charset = "", value = ""] = encoded;
  const bytes = Buffer.from(
    value.replace(/%([\dA-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  );
  return charset.toLowerCase() === "utf-8" ? utf8.decode(bytes) : bytes.toString("latin1");
}

/** `type; name=value; …` with lower-cased names, each value a token or a quoted string. */
function parameters(text: string): { type: string; params: Map<string, string> } | undefined {
  const type = TYPE.exec(text);
  if (!type?.[1]) return undefined;
  const params = new Map<string, string>();
  let end = type[0].length;
  PARAMETER.lastIndex = end;
  for (let match = PARAMETER.exec(text); match; match = PARAMETER.exec(text)) {
    end = PARAMETER.lastIndex;
    const name = match[1]?.toLowerCase() ?? "";
    if (!params.has(name)) params.set(name, match[2] ?? match[3]?.replace(/\\(.)/gs, "$1") ?? "");
  }
  return /^[ \t]*;?[ \t]*$/.test(text.slice(end)) ? { type: type[1].toLowerCase(), params } : undefined;
}
