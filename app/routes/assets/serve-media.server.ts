import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { MEDIA_FILE, MEDIA_TYPES, mediaDir } from "~/server/content/media.server";

// A missing name may be filled later (a restored backup), so its 404 is never cached.
const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/** One byte range (206) lets video players seek. Names are new per upload, so bytes never change. */
export async function serveMedia(request: Request, dataDir: string, name: string): Promise<Response> {
  const match = MEDIA_FILE.exec(name);
  if (!match) return notFound();
  const full = path.join(mediaDir(dataDir), name);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return notFound();
  const headers = {
    "Content-Type": MEDIA_TYPES[match[1] as string] ?? "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
  };
  const range = byteRange(request.headers.get("range"), info.size);
  if (range === "unsatisfiable")
    return new Response(null, {
      status: 416,
      headers: { ...headers, "Content-Range": `bytes */${info.size}` },
    });
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  const body =
    info.size === 0 || request.method === "HEAD"
      ? null
      : (Readable.toWeb(createReadStream(full, { start, end })) as ReadableStream);
  return new Response(body, {
    status: range ? 206 : 200,
    headers: {
      ...headers,
      "Content-Length": String(info.size === 0 ? 0 : end - start + 1),
      ...(range ? { "Content-Range": `bytes ${start}-${end}/${info.size}` } : {}),
    },
  });
}

/** Null for none, or one we do not serve. */
export function byteRange(header: string | null, size: number) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
