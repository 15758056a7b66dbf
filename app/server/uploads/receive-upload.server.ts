import { open, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { messages } from "~/lib/messages";
import type { BodyStatus } from "../http/body.server";
import { readMultipart } from "../http/multipart.server";
import { allowedKindsText, detectKind } from "./file-kinds.server";

export interface ReceivedFile {
  originalName: string;
  storedName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export type Received =
  | { ok: true; file: ReceivedFile; fields: Record<string, string> }
  | { ok: false; status: BodyStatus; details: string; fields: Record<string, string> };

/**
 * Receives the upload field `file`: streamed by `readMultipart`, checked by its bytes, then
 * fsync'd and renamed into `uploadsDir` under a generated name. The caller records it and removes
 * it with `discardUpload` if that fails.
 */
export async function receiveUpload(
  request: Request,
  uploadsDir: string,
  maxBytes: number,
): Promise<Received> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "") || !request.body) {
    return {
      ok: false,
      status: 415,
      details: "Send the file as multipart/form-data in the field 'file'.",
      fields: {},
    };
  }
  const received = await readMultipart(request, { name: "file", dir: uploadsDir, maxBytes });
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

export async function syncDirectory(directory: string) {
  const handle = await open(directory, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
