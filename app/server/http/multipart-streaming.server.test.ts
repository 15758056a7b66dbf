import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "../config.server";
import { incomingDir, readMultipart } from "./multipart.server";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "multipart-streaming-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it("writes a file as large as an upload while it arrives, a chunk and a boundary behind at most", async () => {
  const maxBytes = loadConfig({ DATA_DIR: dir }, { generateSecret: false }).MAX_UPLOAD_MB * 1024 * 1024;
  // Full of a delimiter's beginnings, and ending with one: the parser holds it until the next chunk.
  const chunk = Buffer.from("%PDF-1.4 \r\n--b0un".repeat(3855));
  const chunks = Math.floor(maxBytes / chunk.length);
  const head = Buffer.from(
    '--b0und\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n' +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const delimiter = Buffer.from("\r\n--b0und");
  const hash = createHash("sha256");

  let sent = 0;
  let mostBehind = 0;
  const written = async () => {
    const [name] = await readdir(incomingDir(dir)).catch(() => []);
    return name ? (await stat(path.join(incomingDir(dir), name))).size : 0;
  };
  const enqueue = (controller: ReadableStreamDefaultController<Uint8Array>, bytes: Buffer) => {
    controller.enqueue(new Uint8Array(bytes));
    sent += bytes.length;
  };
  let index = 0;
  // Pulled only when the reader asks: what it has not yet written, it holds.
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (index > 0) mostBehind = Math.max(mostBehind, sent - head.length - (await written()));
        if (index === 0) enqueue(controller, head);
        else if (index <= chunks) {
          enqueue(controller, chunk);
          hash.update(chunk);
        } else {
          enqueue(controller, Buffer.concat([delimiter, Buffer.from("--\r\n")]));
          controller.close();
        }
        index++;
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://site.test/upload", {
    method: "POST",
    body,
    headers: { "content-type": "multipart/form-data; boundary=b0und" },
    duplex: "half",
  } as RequestInit);

  const read = await readMultipart(request, { name: "cv", dir, maxBytes });
  if (!read.ok) throw new Error(read.details);
  expect(read.parts).toMatchObject([{ size: chunks * chunk.length, sha256: hash.digest("hex") }]);
  expect(mostBehind).toBeGreaterThan(0);
  expect(mostBehind).toBeLessThanOrEqual(chunk.length + delimiter.length);
});
