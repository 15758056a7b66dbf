import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildMultipart, type FormPart } from "../../../tests/support/multipart";
import { boundaryOf, MAX_HEADER_BYTES, MultipartError, parseMultipart } from "./multipart-parser.server";

interface Parsed {
  field: string;
  filename?: string;
  bytes: Buffer;
}

async function* chunksOf(body: Buffer, cuts: number[] = []) {
  const bounds = [...new Set([0, ...cuts.filter((cut) => cut > 0 && cut < body.length), body.length])];
  bounds.sort((a, b) => a - b);
  for (let i = 0; i + 1 < bounds.length; i++) yield new Uint8Array(body.subarray(bounds[i], bounds[i + 1]));
}

/** The parts the events describe, checking their order on the way. */
async function parse(boundary: string, body: Buffer | string, cuts: number[] = []): Promise<Parsed[]> {
  const parts: Parsed[] = [];
  let open: { field: string; filename?: string; chunks: Uint8Array[] } | null = null;
  for await (const event of parseMultipart(boundary, chunksOf(Buffer.from(body), cuts))) {
    if (event.type === "part") {
      expect(open).toBeNull();
      const { type: _, ...named } = event;
      open = { ...named, chunks: [] };
    } else if (event.type === "data") {
      expect(event.bytes.length).toBeGreaterThan(0);
      open?.chunks.push(event.bytes);
    } else if (open) {
      const { chunks, ...part } = open;
      parts.push({ ...part, bytes: Buffer.concat(chunks) });
      open = null;
    }
  }
  expect(open).toBeNull();
  return parts;
}

const fails = (boundary: string, body: Buffer | string, cuts: number[] = []) =>
  expect(parse(boundary, body, cuts)).rejects.toBeInstanceOf(MultipartError);

/** One part by hand: its Content-Disposition, other header lines, its bytes. */
const part = (disposition: string, content = "x", headers: string[] = []) =>
  [`Content-Disposition: ${disposition}`, ...headers].map((line) => `${line}\r\n`).join("") +
  `\r\n${content}`;
const form = (...parts: string[]) => `${parts.map((each) => `--b\r\n${each}\r\n`).join("")}--b--\r\n`;

describe("boundaryOf", () => {
  it("reads a token or quoted boundary of 1 to 70 characters from a multipart/form-data type only", () => {
    expect(boundaryOf("multipart/form-data; boundary=b0und")).toBe("b0und");
    expect(boundaryOf('Multipart/Form-Data;charset=utf-8;  BOUNDARY="a b:c"')).toBe("a b:c");
    expect(boundaryOf(`multipart/form-data; boundary=${"x".repeat(70)}`)).toBe("x".repeat(70));
    expect(boundaryOf(`multipart/form-data; boundary=${"x".repeat(71)}`)).toBeUndefined();
    expect(boundaryOf("multipart/form-data; boundary=")).toBeUndefined();
    expect(boundaryOf('multipart/form-data; boundary=""')).toBeUndefined();
    expect(boundaryOf("multipart/form-data")).toBeUndefined();
    expect(boundaryOf("multipart/mixed; boundary=b")).toBeUndefined();
    expect(boundaryOf("text/plain;charset=UTF-8")).toBeUndefined();
    expect(boundaryOf("multipart/form-data; boundary=b; junk")).toBeUndefined();
  });
});

describe("parseMultipart", () => {
  // Characters a browser sends in a quoted name as they are (it escapes quotes and line breaks).
  const text = fc
    .string({ unit: "grapheme", maxLength: 12 })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what a name cannot hold.
    .filter((name) => !/["\\\u0000-\u001f\u007f]/.test(name));
  const boundaries = fc.stringMatching(/^[0-9A-Za-z'+_.-]{1,70}$/);

  it("gives back exactly the parts of any form, however its chunks fall", async () => {
    await fc.assert(
      fc.asyncProperty(
        boundaries,
        fc.array(
          fc.record({
            name: text.filter((name) => name !== ""),
            filename: fc.option(text),
            pieces: fc.array(fc.nat(), { maxLength: 30 }),
          }),
          { maxLength: 6 },
        ),
        fc.array(fc.uint8Array({ maxLength: 8 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (boundary, shapes, random, cuts) => {
          const delimiter = Buffer.from(`\r\n--${boundary}`);
          // Content made of bytes that nearly make a delimiter: line breaks, dashes, its beginnings.
          const pieces = [
            ...random.map((bytes) => Buffer.from(bytes)),
            ...[1, 2, 3, 4, delimiter.length - 1].map((length) => delimiter.subarray(0, length)),
            Buffer.from("\r\n\r\n"),
            Buffer.from("--"),
          ];
          const content = (picks: number[]) =>
            Buffer.concat(picks.map((pick) => pieces[pick % pieces.length] ?? Buffer.alloc(0)));
          const parts: FormPart[] = shapes.map(({ name, filename, pieces }) =>
            filename === null
              ? { name, value: content(pieces).toString("latin1") }
              : { name, file: { filename, type: "application/pdf", bytes: content(pieces) } },
          );
          const built = buildMultipart(boundary, parts);
          fc.pre(
            parts.every((each) => !(each.file?.bytes ?? Buffer.from(each.value ?? "")).includes(delimiter)),
          );
          const body = built.body;
          expect(boundaryOf(built.contentType)).toBe(boundary);
          const at = cuts.map((cut) => cut % (body.length + 1));
          expect(await parse(boundary, body, at)).toEqual(
            parts.map((each) =>
              each.file
                ? { field: each.name, filename: each.file.filename, bytes: each.file.bytes }
                : { field: each.name, bytes: Buffer.from(each.value ?? "") },
            ),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("meets any bytes spliced into a form with its parts or a MultipartError, nothing else", async () => {
    const { body } = buildMultipart("b0und", [
      { name: "name", value: "Asha" },
      { name: "cv", file: { filename: "cv.txt", type: "text/plain", bytes: Buffer.from("hello\r\n--b0un") } },
    ]);
    const junk = fc.oneof(
      fc.uint8Array({ maxLength: 40 }),
      fc
        .constantFrom("\r\n", "\r\n--b0und", "--", ":", '"', "\\", ";", "*", "%", "'")
        .map((text) => Buffer.from(text)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(body.length), junk), { minLength: 1, maxLength: 4 }),
        fc.nat(body.length),
        fc.array(fc.nat(body.length), { maxLength: 8 }),
        async (splices, end, cuts) => {
          let hostile = body;
          for (const [at, bytes] of splices)
            hostile = Buffer.concat([hostile.subarray(0, at), bytes, hostile.subarray(at)]);
          const outcome = await parse("b0und", hostile.subarray(0, hostile.length - end), cuts).catch(
            (error: unknown) => error,
          );
          if (!Array.isArray(outcome)) expect(outcome).toBeInstanceOf(MultipartError);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("ignores the preamble and the epilogue, and allows padding after a delimiter", async () => {
    const body =
      "a preamble\r\n-b no delimiter\r\n--b \t \r\n" +
      part('form-data; name="city"', "Pune") +
      "\r\n--b\t\r\n" +
      part('form-data; name="cv"; filename="cv.txt"', "hello\r\n--c") +
      "\r\n--b--  an epilogue\r\n--b\r\n" +
      part('form-data; name="after"');
    expect(await parse("b", body)).toEqual([
      { field: "city", bytes: Buffer.from("Pune") },
      { field: "cv", filename: "cv.txt", bytes: Buffer.from("hello\r\n--c") },
    ]);
  });

  it("ends the form at the closing dashes, and fails a body that ends before them", async () => {
    const body = form(part('form-data; name="a"', "1"));
    expect(await parse("b", body.slice(0, -2))).toEqual([{ field: "a", bytes: Buffer.from("1") }]);
    for (let length = 0; length < body.length - 2; length++) await fails("b", body.slice(0, length));
    await fails("b", "");
    await fails("b", "only a preamble");
  });

  it("fails a delimiter followed by anything but padding and a line break", async () => {
    await fails("b", `--bx\r\n${part('form-data; name="a"')}\r\n--b--`);
    await fails("b", `--b -\r\n${part('form-data; name="a"')}\r\n--b--`);
    await fails("b", `--b\r\r\n${part('form-data; name="a"')}\r\n--b--`);
    await fails("b", `--b-x${part('form-data; name="a"')}\r\n--b--`);
  });

  it("fails a header line that is not `Name: value`", async () => {
    for (const line of [
      "not a header",
      ": no name",
      "Bad Name: x",
      "X-Note: a\u0001b",
      "X-Note: a\rb",
      "X-Note: a\nb",
    ])
      await fails("b", form(part('form-data; name="a"', "1", [line])));
    // A folded line continues the one before.
    expect(await parse("b", form(part('form-data;\r\n name="a"', "1")))).toEqual([
      { field: "a", bytes: Buffer.from("1") },
    ]);
  });

  it("bounds a part's header block", async () => {
    const filler = (size: number) => `X-Filler: ${"f".repeat(size - "X-Filler: ".length)}`;
    const disposition = 'form-data; name="a"';
    const fixed = `Content-Disposition: ${disposition}\r\n`.length;
    const within = form(part(disposition, "1", [filler(MAX_HEADER_BYTES - fixed)]));
    expect(await parse("b", within, [100, 9000])).toEqual([{ field: "a", bytes: Buffer.from("1") }]);
    const past = form(part(disposition, "1", [filler(MAX_HEADER_BYTES - fixed + 1)]));
    await fails("b", past);
    await fails("b", past, [100, 9000]);
    // A header block that never ends fails once past the bound, not at the body's end.
    const endless = async function* () {
      yield Buffer.from(`--b\r\n${disposition}\r\nX: `);
      for (;;) yield Buffer.alloc(1000, "y");
    };
    const events = parseMultipart("b", endless());
    await expect(events.next()).rejects.toBeInstanceOf(MultipartError);
  });

  it("reads quoted names with escapes, and RFC 5987 names before the plain ones", async () => {
    const parsed = await parse(
      "b",
      form(
        part('form-data; name="a \\"quoted\\" \\\\ name"; filename="C:\\\\cv.pdf"'),
        part("form-data; name=token; filename*=UTF-8''r%C3%A9sum%C3%A9%E2%82%AC.pdf; filename=\"plain.pdf\""),
        part("form-data; name=\"plain\"; name*=iso-8859-1'en'caf%E9; filename*=utf-8''%0Aline%0Dbreak"),
        part("form-data; name=x; filename*=utf-8''bad%G1; filename=fallback.pdf"),
        part("form-data; name=x; filename*=koi8-r''%C1; filename=other.pdf"),
        part("form-data; name=x; filename*=\"utf-8''quoted%20ext\""),
        part('form-data; name="é"; filename=""'),
      ),
    );
    expect(parsed.map(({ field, filename }) => ({ field, filename }))).toEqual([
      { field: 'a "quoted" \\ name', filename: "C:\\cv.pdf" },
      { field: "token", filename: "résumé€.pdf" },
      { field: "café", filename: "\nline\rbreak" },
      { field: "x", filename: "fallback.pdf" },
      { field: "x", filename: "other.pdf" },
      { field: "x", filename: "quoted ext" },
      { field: "é", filename: "" },
    ]);
  });

  it("reads past a part that is no form field, giving none of its bytes", async () => {
    const parsed = await parse(
      "b",
      form(
        part("attachment; name=a", "skipped"),
        part("form-data; filename=nameless.txt", "skipped"),
        part('form-data; name=""', "skipped"),
        part("form-data; name=a; broken", "skipped"),
        "X-Only: a header\r\n\r\nskipped",
        "\r\nno headers at all",
        part("FORM-DATA; NAME=kept", "kept"),
      ),
    );
    expect(parsed).toEqual([{ field: "kept", bytes: Buffer.from("kept") }]);
  });

  it("holds back no more than the bytes that could begin a delimiter, on a file as large as an upload", async () => {
    const boundary = "b0und";
    const delimiter = `\r\n--${boundary}`;
    const chunk = Buffer.from(`${"page".repeat(4000)}\r\n--b0un`);
    const head = Buffer.from(`--${boundary}\r\n${part('form-data; name="cv"; filename="cv.bin"', "")}`);
    let pulled = 0;
    const source = async function* () {
      pulled += head.length;
      yield head;
      for (let i = 0; i < 600; i++) {
        pulled += chunk.length;
        yield chunk;
      }
      yield Buffer.from(`${delimiter}--\r\n`);
    };
    let delivered = 0;
    let mostHeld = 0;
    for await (const event of parseMultipart(boundary, source())) {
      if (event.type !== "data") continue;
      delivered += event.bytes.length;
      mostHeld = Math.max(mostHeld, pulled - head.length - delivered);
    }
    expect(delivered).toBe(600 * chunk.length);
    expect(mostHeld).toBe("\r\n--b0un".length);
    expect(mostHeld).toBeLessThan(delimiter.length);
  });
});
