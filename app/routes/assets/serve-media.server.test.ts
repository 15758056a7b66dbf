import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fc, test } from "@fast-check/vitest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaDir } from "~/server/content/media.server";
import { byteRange, serveMedia } from "./serve-media.server";

const NAME = "00000000-0000-4000-8000-000000000009.mp4";
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "media-"));
  await mkdir(mediaDir(dataDir), { recursive: true });
  await writeFile(path.join(mediaDir(dataDir), NAME), bytes);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const get = (name: string, headers: Record<string, string> = {}) =>
  serveMedia(new Request(`https://www.example.in/media/${name}`, { headers }), dataDir, name);

describe("the content's files at /media", () => {
  it("serves a file whole, typed, cached for good and never sniffed", async () => {
    const response = await get(NAME);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "video/mp4",
      "content-length": "1000",
      "accept-ranges": "bytes",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it("serves the byte range a player asks for, and 416 for one past the end", async () => {
    const part = await get(NAME, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const tail = await get(NAME, { range: "bytes=-10" });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(990));
    expect((await get(NAME, { range: "bytes=1000-" })).status).toBe(416);
  });

  it("answers 404, never stored, to any name that is not an uploaded file's, paths and other folders included", async () => {
    for (const name of [
      "../session-secret",
      "00000000-0000-4000-8000-000000000009.svg",
      "x.mp4",
      "00000000-0000-4000-8000-000000000001.webp",
    ]) {
      const response = await get(name);
      expect(response.status, name).toBe(404);
      // A deleted file's name must not stay "not found" in caches when a restore brings it back.
      expect(response.headers.get("cache-control"), name).toBe("no-store");
    }
  });

  const size = fc.nat({ max: 5000 });
  const position = fc.nat({ max: 6000 });

  test.prop([size, position, fc.option(position, { nil: undefined }), fc.constantFrom("", " ", "\t")])(
    "reads a range from a start as the bytes from there to its end or the file's, unsatisfiable past the end",
    (fileSize, start, end, space) => {
      const range = byteRange(`${space}bytes=${start}-${end ?? ""}${space}`, fileSize);
      if (start >= fileSize || (end !== undefined && end < start)) expect(range).toBe("unsatisfiable");
      else expect(range).toEqual({ start, end: Math.min(end ?? fileSize - 1, fileSize - 1) });
    },
  );

  test.prop([size, position])("reads a suffix range as the file's last bytes", (fileSize, suffix) => {
    const range = byteRange(`bytes=-${suffix}`, fileSize);
    if (suffix === 0 || fileSize === 0) expect(range).toBe("unsatisfiable");
    else expect(range).toEqual({ start: Math.max(0, fileSize - suffix), end: fileSize - 1 });
  });

  // Headers a client could send that are not one plain byte range: the whole file, not an error.
  const nearlyRanges = fc.oneof(
    fc.tuple(position, position).map(([a, b]) => `bytes=${a}-${b},${b}-`),
    fc.tuple(position, position).map(([a, b]) => `items=${a}-${b}`),
    fc.tuple(position, position).map(([a, b]) => `Bytes = ${a} - ${b}`),
    fc.tuple(position, position).map(([a, b]) => `bytes=-${a}-${b}`),
    position.map((a) => `bytes=${a}`),
    fc.constantFrom("bytes=-", "bytes=", "bytes", "=0-1", "bytes=0x10-", "bytes=1e3-", "bytes=+1-2"),
  );

  test.prop([nearlyRanges, size])("ignores a header that is not one plain byte range", (header, fileSize) => {
    expect(byteRange(header, fileSize)).toBeNull();
  });

  test.prop([fc.string(), size])(
    "answers any header with a range inside the file, none, or unsatisfiable",
    (header, fileSize) => {
      const range = byteRange(header, fileSize);
      if (range === null || range === "unsatisfiable") return;
      expect(range.start).toBeGreaterThanOrEqual(0);
      expect(range.end).toBeLessThan(fileSize);
      expect(range.start).toBeLessThanOrEqual(range.end);
    },
  );
});
