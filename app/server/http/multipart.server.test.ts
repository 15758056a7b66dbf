import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMultipart, type FormPart } from "../../../tests/support/multipart";
import { FIELDS_BYTES, type FileField, incomingDir, type Multipart, readMultipart } from "./multipart.server";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "multipart-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let dirs = 0;
/** A folder of its own for each case, so what one leaves behind cannot hide in another's. */
const freshDir = () => path.join(root, `d${++dirs}`);
const leftovers = async (dir: string) => readdir(incomingDir(dir)).catch(() => []);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const KB = 1024;
const pdf = (size: number) => Buffer.alloc(size, "%PDF-1.4 ");

/** How a hand-made body arrives: in these chunks, then closed, failed (client gone) or stalled. */
function streamOf(body: Buffer, cuts: number[] = [], end: "close" | "fail" | "stall" = "close") {
  const bounds = [
    0,
    ...cuts.filter((cut) => cut > 0 && cut < body.length).sort((a, b) => a - b),
    body.length,
  ];
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i + 1 < bounds.length; i++) {
        if (bounds[i] !== bounds[i + 1])
          controller.enqueue(new Uint8Array(body.subarray(bounds[i], bounds[i + 1])));
      }
      if (end === "fail") controller.error(new Error("connection reset"));
      else if (end === "close") controller.close();
    },
  });
}

const post = (body: BodyInit, contentType?: string, headers: Record<string, string> = {}) =>
  new Request("http://site.test/upload", {
    method: "POST",
    body,
    headers: { ...(contentType ? { "content-type": contentType } : {}), ...headers },
    duplex: "half",
  } as RequestInit);

const send = (parts: FormPart[], file?: FileField) => {
  const { body, contentType } = buildMultipart("b0und", parts);
  return readMultipart(post(new Uint8Array(body), contentType), file);
};

/** Settles within `ms`, or says it did not: a reader that waits on a stalled client would hang. */
const within = <T>(ms: number, reading: Promise<T>) =>
  Promise.race([reading, new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), ms))]);

const received = (read: Multipart) => {
  const [part] = read.ok ? read.parts : [];
  if (!read.ok || !part || read.parts.length !== 1) throw new Error(`not one file: ${JSON.stringify(read)}`);
  return part;
};

describe("readMultipart", () => {
  it("reads text fields, joining repeated ones, and drops files when the form takes none", async () => {
    const read = await send([
      { name: "city", value: "Pune" },
      { name: "ids", value: "a" },
      { name: "cv", file: { filename: "cv.pdf", type: "application/pdf", bytes: pdf(100) } },
      { name: "ids", value: "b" },
    ]);
    expect(read).toEqual({ ok: true, fields: { city: "Pune", ids: "a,b" }, parts: [], oversized: [] });
  });

  it("reads every field of a long form (a content editor's list), and refuses one past the limit", async () => {
    // Eleven courses of nine fields each: busboy's limit of 50 used to drop the rest without a word.
    const fields = Array.from({ length: 11 * 9 }, (_, index) => ({
      name: `courses.${index}.name`,
      value: "C",
    }));
    const read = await send(fields);
    expect(read.ok && Object.keys(read.fields)).toHaveLength(99);
    const tooMany = await send(
      Array.from({ length: 1001 }, (_, index) => ({ name: `f${index}`, value: "" })),
    );
    expect(tooMany).toMatchObject({
      ok: false,
      status: 413,
      details: "A form may have at most 1000 fields.",
    });
  });

  it("keeps the form's file under .incoming, measured, hashed, private, with its UTF-8 name", async () => {
    const dir = freshDir();
    const text = Buffer.from("Curriculum vitae\nAsha Rao — Node.js\n");
    const read = await send(
      [
        { name: "name", value: "Asha" },
        { name: "cv", file: { filename: "résumé ~ Asha.txt", type: "text/plain", bytes: text } },
      ],
      { name: "cv", dir, maxBytes: KB },
    );
    const part = received(read);
    expect(read.ok && read.fields).toEqual({ name: "Asha" });
    expect(part).toMatchObject({
      originalName: "résumé ~ Asha.txt",
      size: text.length,
      sha256: sha256(text),
      text: true,
    });
    expect(path.dirname(part.path)).toBe(incomingDir(dir));
    expect(part.path).toMatch(/\.part$/);
    expect(await readFile(part.path)).toEqual(text);
    expect((await stat(part.path)).mode & 0o777).toBe(0o600);
    expect(await leftovers(dir)).toEqual([path.basename(part.path)]);

    // The same folder again: .incoming already exists.
    const binary = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0xff]);
    const again = received(
      await send([{ name: "cv", file: { filename: "cv.pdf", type: "application/pdf", bytes: binary } }], {
        name: "cv",
        dir,
        maxBytes: KB,
      }),
    );
    expect(again).toMatchObject({ size: binary.length, sha256: sha256(binary), text: false });
  });

  it("takes a file larger than the fields' room, and reads past large files it drops", async () => {
    const dir = freshDir();
    const file = { name: "cv", dir, maxBytes: 200 * KB };
    const big = pdf(150 * KB);
    const other = { filename: "other.pdf", type: "application/pdf", bytes: pdf(150 * KB) };
    const read = await send(
      [{ name: "cv", file: { filename: "cv.pdf", type: "application/pdf", bytes: big } }],
      file,
    );
    expect(received(read)).toMatchObject({ size: big.length, sha256: sha256(big) });
    const dropped = await send(
      [
        { name: "photo", file: other },
        { name: "name", value: "Asha" },
      ],
      file,
    );
    expect(dropped).toEqual({ ok: true, fields: { name: "Asha" }, parts: [], oversized: [] });
    expect(await leftovers(dir)).toEqual([path.basename(received(read).path)]);
  });

  it("keeps only the first of several files under the form's name", async () => {
    const dir = freshDir();
    const files = ["first", "second", "third", "fourth"].map((word) => ({
      name: "cv",
      file: { filename: `${word}.txt`, type: "text/plain", bytes: Buffer.from(`${word} file`) },
    }));
    const part = received(await send(files, { name: "cv", dir, maxBytes: KB }));
    expect(part).toMatchObject({ originalName: "first.txt", sha256: sha256(Buffer.from("first file")) });
    expect(await leftovers(dir)).toEqual([path.basename(part.path)]);
  });

  it("takes the one chosen file of several file inputs named by a test, and refuses a second", async () => {
    const dir = freshDir();
    const file = { name: (field: string) => field.endsWith(".file"), dir, maxBytes: KB };
    const empty = { filename: "", type: "application/octet-stream", bytes: Buffer.alloc(0) };
    const chosen = { filename: "logo.png", type: "image/png", bytes: Buffer.from("picture bytes") };
    const part = received(
      await send(
        [
          { name: "clients.0.logo.file", file: empty },
          { name: "clients.0.name", value: "iGate" },
          { name: "clients.1.logo.file", file: chosen },
          { name: "clients.2.logo.file", file: empty },
          { name: "other", file: chosen },
        ],
        file,
      ),
    );
    expect(part).toMatchObject({ field: "clients.1.logo.file", originalName: "logo.png", size: 13 });
    expect(await leftovers(dir)).toEqual([path.basename(part.path)]);

    const second = freshDir();
    const two = await send(
      [
        { name: "clients.0.logo.file", file: chosen },
        { name: "clients.1.logo.file", file: { ...chosen, filename: "second.png" } },
      ],
      { ...file, dir: second },
    );
    expect(two).toMatchObject({
      ok: false,
      status: 400,
      details: expect.stringMatching(/one new file per save/),
    });
    expect(await leftovers(second)).toEqual([]);
  });

  it("takes one file in each of several inputs up to maxFiles, drops one over the size limit by name and reads on", async () => {
    const dir = freshDir();
    const file = { name: (field: string) => field.endsWith(".file"), dir, maxBytes: KB, maxFiles: 5 };
    const picture = (index: number) => ({
      filename: `member-${index}.png`,
      type: "image/png",
      bytes: Buffer.from(`picture ${index}`),
    });
    const five = await send(
      [
        ...[0, 1, 2, 3, 4].map((index) => ({ name: `members.${index}.photo.file`, file: picture(index) })),
        { name: "members.4.name", value: "Ravi" },
      ],
      file,
    );
    if (!five.ok) throw new Error(five.details);
    expect(five.parts.map((part) => [part.field, part.originalName])).toEqual(
      [0, 1, 2, 3, 4].map((index) => [`members.${index}.photo.file`, `member-${index}.png`]),
    );
    expect(five.fields).toEqual({ "members.4.name": "Ravi" });
    expect((await leftovers(dir)).sort()).toEqual(five.parts.map((part) => path.basename(part.path)).sort());

    const big = freshDir();
    const withBig = await send(
      [
        { name: "members.0.photo.file", file: picture(0) },
        { name: "members.1.photo.file", file: { ...picture(1), bytes: Buffer.alloc(KB + 1, 7) } },
        { name: "members.1.name", value: "Asha" },
        { name: "members.2.photo.file", file: picture(2) },
      ],
      { ...file, dir: big },
    );
    if (!withBig.ok) throw new Error(withBig.details);
    expect(withBig.oversized).toEqual(["members.1.photo.file"]);
    expect(withBig.parts.map((part) => part.field)).toEqual(["members.0.photo.file", "members.2.photo.file"]);
    expect(withBig.fields).toEqual({ "members.1.name": "Asha" });
    expect(await leftovers(big)).toHaveLength(2);

    for (const parts of [
      // Two files in one input, and one more file than the form has inputs for.
      [0, 0].map((index) => ({ name: `members.${index}.photo.file`, file: picture(index) })),
      [0, 1, 2, 3, 4, 5].map((index) => ({ name: `members.${index}.photo.file`, file: picture(index) })),
    ]) {
      const refusedDir = freshDir();
      expect(await send(parts, { ...file, dir: refusedDir })).toMatchObject({
        ok: false,
        status: 400,
        details: "Choose one new file per input.",
      });
      expect(await leftovers(refusedDir)).toEqual([]);
    }
  });

  it("refuses a second file that is still arriving when it stops, without an error nothing handles", async () => {
    const dir = freshDir();
    const file = { name: (field: string) => field.endsWith(".file"), dir, maxBytes: 512 * KB };
    const { body, contentType } = buildMultipart("b0und", [
      { name: "clients.0.logo.file", file: { filename: "a.png", type: "image/png", bytes: pdf(KB) } },
      { name: "clients.1.logo.file", file: { filename: "b.png", type: "image/png", bytes: pdf(300 * KB) } },
    ]);
    // Small chunks: the second file's stream is open, mid-part, when the reader gives up.
    const cuts = Array.from({ length: Math.ceil(body.length / 1000) }, (_, index) => index * 1000);
    const unhandled: unknown[] = [];
    const onUncaught = (error: unknown) => unhandled.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const read = await readMultipart(post(streamOf(body, cuts), contentType), file);
      expect(read).toMatchObject({ ok: false, status: 400, details: expect.stringMatching(/one new file/) });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off("uncaughtException", onUncaught);
    }
    expect(unhandled).toEqual([]);
    expect(await leftovers(dir)).toEqual([]);
  });

  it("counts a browser's empty file input as no file, but keeps an empty file that has a name", async () => {
    const dir = freshDir();
    const file = { name: "cv", dir, maxBytes: KB };
    const empty = { filename: "", type: "application/octet-stream", bytes: Buffer.alloc(0) };
    expect(
      await send(
        [
          { name: "cv", file: empty },
          { name: "name", value: "Asha" },
        ],
        file,
      ),
    ).toEqual({ ok: true, fields: { name: "Asha" }, parts: [], oversized: [] });
    expect(await leftovers(dir)).toEqual([]);

    const named = received(await send([{ name: "cv", file: { ...empty, filename: "blank.txt" } }], file));
    expect(named).toMatchObject({ originalName: "blank.txt", size: 0 });
    const nameless = received(
      await send([{ name: "cv", file: { ...empty, bytes: Buffer.from("data") } }], file),
    );
    expect(nameless).toMatchObject({ originalName: "", size: 4 });
    expect((await leftovers(dir)).sort()).toEqual(
      [named.path, nameless.path].map((p) => path.basename(p)).sort(),
    );
  });

  it("keeps a visitor's file name as data only: no folders, no control characters, trimmed, bounded", async () => {
    const dir = freshDir();
    // RFC 5987 names (filename*) may carry any character, control ones included.
    const encoded = (name: string) =>
      encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const sendNamed = async (name: string) => {
      const body = Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="cv"; filename*=utf-8''${encoded(name)}\r\n` +
          "Content-Type: text/plain\r\n\r\nhello\r\n--b--\r\n",
      );
      const part = received(
        await readMultipart(post(new Uint8Array(body), "multipart/form-data; boundary=b"), {
          name: "cv",
          dir,
          maxBytes: KB,
        }),
      );
      await rm(part.path);
      return part.originalName;
    };
    expect(await sendNamed("  cv\u0001 final\u007f.pdf\t ")).toBe("cv final.pdf");
    expect(await sendNamed("a\u0000b\u001fc\u0002d.txt")).toBe("abcd.txt");
    expect(await sendNamed("C:\\Users\\asha\\cv.pdf")).toBe("cv.pdf");
    expect(await sendNamed("../../etc/passwd")).toBe("passwd");
    expect(await sendNamed(`${"x".repeat(300)}.pdf`)).toBe("x".repeat(255));
    // Bidirectional and other format characters go too: this one would show as "xexe.pdf".
    expect(await sendNamed("x\u202efdp.exe")).toBe("xfdp.exe");
    expect(await sendNamed("\u2066cv\u2069\u200e\u00ad\u0085.pdf")).toBe("cv.pdf");

    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 300 }), async (name) => {
        const kept = await sendNamed(name);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
        expect(kept).not.toMatch(/[\u0000-\u001f\u007f/\\]/);
        expect(kept).toBe(kept.trim());
        expect(kept.length).toBeLessThanOrEqual(255);
      }),
      { numRuns: 30 },
    );
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9][\w .()-]{0,60}[\w)]$/), async (name) => {
        expect(await sendNamed(name)).toBe(name);
      }),
      { numRuns: 20 },
    );
    expect(await leftovers(dir)).toEqual([]);
  });

  it("refuses an announced length past the limit before reading, in megabytes for a file", async () => {
    const small = buildMultipart("b", [{ name: "name", value: "Asha" }]);
    const announcing = (length: number, file?: FileField) =>
      readMultipart(
        post(new Uint8Array(small.body), small.contentType, { "content-length": String(length) }),
        file,
      );
    expect(await announcing(FIELDS_BYTES + 1)).toEqual({
      ok: false,
      status: 413,
      details: `The body may be at most ${FIELDS_BYTES} bytes.`,
      fields: {},
    });
    expect(await announcing(FIELDS_BYTES)).toMatchObject({ ok: true, fields: { name: "Asha" } });

    const dir = freshDir();
    for (const [maxBytes, shown] of [
      [1.5 * KB * KB, "1.5"],
      [1_234_567, "1.2"],
      [3 * KB * KB, "3"],
      [100 * KB, "0.1"],
    ] as const) {
      const file = { name: "cv", dir, maxBytes };
      expect(await announcing(maxBytes + FIELDS_BYTES + 1, file)).toEqual({
        ok: false,
        status: 413,
        details: `The file may be at most ${shown} MB.`,
        fields: {},
      });
      expect(await announcing(maxBytes + FIELDS_BYTES, file)).toMatchObject({
        ok: true,
        parts: [],
        oversized: [],
      });
    }
  });

  it("stops at once, with 413 and nothing kept, when the file goes past its limit", async () => {
    const dir = freshDir();
    const { body, contentType } = buildMultipart("b", [
      { name: "name", value: "Asha" },
      { name: "cv", file: { filename: "cv.pdf", type: "application/pdf", bytes: pdf(100 * KB + 1) } },
    ]);
    // The client never finishes: the answer must not wait for the rest.
    const reading = readMultipart(post(streamOf(body, [], "stall"), contentType), {
      name: "cv",
      dir,
      maxBytes: 100 * KB,
    });
    expect(await within(2000, reading)).toEqual({
      ok: false,
      status: 413,
      details: "The file may be at most 0.1 MB.",
      fields: { name: "Asha" },
    });
    expect(await leftovers(dir)).toEqual([]);
  });

  it("stops at once with 413 on a field longer than the fields' room, removing a file received before it", async () => {
    const dir = freshDir();
    const { body, contentType } = buildMultipart("b", [
      { name: "name", value: "Asha" },
      { name: "cv", file: { filename: "cv.txt", type: "text/plain", bytes: Buffer.from("hello") } },
      { name: "note", value: "x".repeat(FIELDS_BYTES + 1) },
    ]);
    const reading = readMultipart(post(streamOf(body, [], "stall"), contentType), {
      name: "cv",
      dir,
      maxBytes: 2 * FIELDS_BYTES,
    });
    expect(await within(2000, reading)).toEqual({
      ok: false,
      status: 413,
      details: "A form field may be at most 64 KB.",
      fields: { name: "Asha" },
    });
    expect(await leftovers(dir)).toEqual([]);
  });

  it("refuses a body larger than its limit even when its parts are not", async () => {
    const dir = freshDir();
    const read = await send(
      [
        { name: "photo", file: { filename: "a.pdf", type: "application/pdf", bytes: pdf(80 * KB) } },
        { name: "cv", file: { filename: "cv.txt", type: "text/plain", bytes: Buffer.from("hello") } },
      ],
      { name: "cv", dir, maxBytes: KB },
    );
    expect(read).toEqual({
      ok: false,
      status: 413,
      details: `The body may be at most ${KB + FIELDS_BYTES} bytes.`,
      fields: {},
    });
    expect(await leftovers(dir)).toEqual([]);
  });

  it("answers 400 for a body without a usable boundary", async () => {
    const unusable = {
      ok: false,
      status: 400,
      details: "The multipart body has no usable boundary.",
      fields: {},
    };
    expect(await readMultipart(post("--b\r\n", "multipart/form-data"))).toEqual(unusable);
    expect(await readMultipart(post("--b\r\n"))).toEqual(unusable);
  });

  it("answers 400, keeping nothing, when the file cannot be written or its folder made", async () => {
    // A folder whose files' paths are too long for the system: the disk refuses the write.
    let deep = freshDir();
    while (deep.length < 4060) deep = path.join(deep, "d".repeat(Math.min(200, 4060 - deep.length - 1)));
    await mkdir(deep, { recursive: true });
    const parts = [
      { name: "cv", file: { filename: "cv.txt", type: "text/plain", bytes: Buffer.from("hello") } },
      { name: "name", value: "Asha" },
    ];
    expect(await send(parts, { name: "cv", dir: deep, maxBytes: KB })).toEqual({
      ok: false,
      status: 400,
      details: "The body could not be read.",
      fields: expect.any(Object),
    });
    expect(await leftovers(deep)).toEqual([]);

    const blocked = freshDir();
    await mkdir(blocked);
    await writeFile(incomingDir(blocked), "not a folder");
    expect(await send(parts, { name: "cv", dir: blocked, maxBytes: KB })).toEqual({
      ok: false,
      status: 400,
      details: "The multipart body could not be read.",
      fields: {},
    });
  });

  it("answers 400 for broken part headers, whatever parts follow in the same chunk", async () => {
    const dir = freshDir();
    const read = await send(
      [
        { name: "name", value: "Asha", extraHeaders: ["not a header"] },
        { name: "cv", file: { filename: "cv.txt", type: "text/plain", bytes: Buffer.from("hello") } },
        { name: "cv", file: { filename: "cv2.txt", type: "text/plain", bytes: Buffer.from("hello") } },
      ],
      { name: "cv", dir, maxBytes: KB },
    );
    expect(read).toMatchObject({ ok: false, status: 400 });
    expect(await leftovers(dir)).toEqual([]);
  });

  describe("a body cut short, split anywhere, or failing midway", () => {
    const file = Buffer.from("Curriculum vitae\nAsha Rao\n".repeat(4));
    const full = buildMultipart("b0und", [
      { name: "name", value: "Asha" },
      { name: "photo", file: { filename: "p.txt", type: "text/plain", bytes: Buffer.from("dropped") } },
      { name: "cv", file: { filename: "cv.txt", type: "text/plain", bytes: file } },
      { name: "city", value: "Pune" },
    ]);
    const whole = { name: "Asha", city: "Pune" };
    const offsets = fc.integer({ min: 0, max: full.body.length - 1 });
    const cuts = fc.array(fc.integer({ min: 1, max: full.body.length - 1 }), { maxLength: 6 });

    it("reads the same form however the chunks fall", async () => {
      const dir = freshDir();
      await fc.assert(
        fc.asyncProperty(cuts, async (at) => {
          const read = await readMultipart(post(streamOf(full.body, at), full.contentType), {
            name: "cv",
            dir,
            maxBytes: KB,
          });
          const part = received(read);
          expect(read.ok && read.fields).toEqual(whole);
          expect(part).toMatchObject({ originalName: "cv.txt", size: file.length, sha256: sha256(file) });
          await rm(part.path);
        }),
        { numRuns: 25 },
      );
      expect(await leftovers(dir)).toEqual([]);
    });

    it("answers 400 and keeps nothing when the body ends early", async () => {
      const dir = freshDir();
      // Past the closing boundary's dashes the form is complete.
      const complete = full.body.length - 2;
      await fc.assert(
        fc.asyncProperty(offsets, cuts, async (offset, at) => {
          const cut = full.body.subarray(0, offset);
          const read = await readMultipart(post(streamOf(cut, at), full.contentType), {
            name: "cv",
            dir,
            maxBytes: KB,
          });
          if (offset >= complete) {
            await rm(received(read).path);
            return;
          }
          expect(read).toMatchObject({
            ok: false,
            status: 400,
            details: expect.stringMatching(/could not be read/),
          });
          expect(await leftovers(dir)).toEqual([]);
        }),
        { numRuns: 60, examples: [[full.spans[2]?.end ?? 0, []]] },
      );
    });

    it("answers 400 and keeps nothing when the client goes away", async () => {
      const dir = freshDir();
      await fc.assert(
        fc.asyncProperty(offsets, cuts, async (offset, at) => {
          const cut = full.body.subarray(0, offset);
          const read = await readMultipart(post(streamOf(cut, at, "fail"), full.contentType), {
            name: "cv",
            dir,
            maxBytes: KB,
          });
          expect(read).toMatchObject({ ok: false, status: 400, details: "The body could not be read." });
          expect(await leftovers(dir)).toEqual([]);
        }),
        { numRuns: 40 },
      );
    });

    it("never hangs or leaves a file behind on hostile bytes", async () => {
      const dir = freshDir();
      const junk = fc.uint8Array({ minLength: 1, maxLength: 40 });
      await fc.assert(
        fc.asyncProperty(offsets, junk, cuts, async (offset, bytes, at) => {
          const body = Buffer.concat([full.body.subarray(0, offset), bytes, full.body.subarray(offset)]);
          const read = await within(
            2000,
            readMultipart(post(streamOf(body, at), full.contentType), { name: "cv", dir, maxBytes: KB }),
          );
          if (read === "hung") throw new Error("the reader hung");
          if (read.ok) for (const part of read.parts) await rm(part.path);
          if (!read.ok) expect([400, 413]).toContain(read.status);
          expect(await leftovers(dir)).toEqual([]);
        }),
        { numRuns: 50 },
      );
    });
  });
});
