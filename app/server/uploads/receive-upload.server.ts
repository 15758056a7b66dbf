import { mkdir, open, rename, unlink } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { messages } from "~/lib/messages";
import { type UploadFields, uploadFieldsSchema } from "~/lib/schemas/upload";
import { type FormRefusal, type FormValues, readForm, refusal } from "../http/form.server";
import { allowedKindsText, detectKind, type FileKind } from "./file-kinds.server";

export interface ReceivedFile {
  originalName: string;
  storedName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export type Received<F = UploadFields> =
  | {
      ok: true;
      file: ReceivedFile;
      fields: F;
      /** As sent, before the schema. */
      values: FormValues;
    }
  | FormRefusal;

export interface UploadRules<S extends z.ZodType> {
  schema: S;
  /** Of those file-kinds.server.ts allows, with the sentence that names them. */
  kinds: { accepts: (kind: FileKind) => boolean; text: string };
}

const generalUpload: UploadRules<typeof uploadFieldsSchema> = {
  schema: uploadFieldsSchema,
  kinds: { accepts: () => true, text: allowedKindsText },
};

/** The caller records it and removes it with `discardUpload` if that fails. */
export async function receiveUpload<S extends z.ZodType = typeof uploadFieldsSchema>(
  request: Request,
  uploadsDir: string,
  maxBytes: number,
  rules: UploadRules<S> = generalUpload as unknown as UploadRules<S>,
): Promise<Received<z.infer<S>>> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "") || !request.body) {
    return refusal(415, "Send the file as multipart/form-data in the field 'file'.");
  }
  const received = await readForm(request, rules.schema, {
    file: { name: "file", dir: uploadsDir, maxBytes },
  });
  if (!received.ok) return received;
  const { values, part } = received;
  if (!part?.originalName) {
    if (part) await unlink(part.path).catch(() => {});
    return refusal(400, messages.upload.noFile, values);
  }
  const drop = () => unlink(part.path).catch(() => {});
  if (part.size === 0) {
    await drop();
    return refusal(400, "The file is empty.", values);
  }
  const kind = await detectKind(part.path, part.text);
  if (!kind || !rules.kinds.accepts(kind)) {
    await drop();
    return refusal(415, `This type of file is not accepted. ${rules.kinds.text}`, values);
  }
  const storedName = `${path.basename(part.path, ".part")}.${kind.ext}`;
  try {
    await rename(part.path, path.join(uploadsDir, storedName));
    await syncDirectory(uploadsDir);
  } catch (error) {
    // A full disk can refuse even these: neither the part nor the renamed file may stay unaccounted for.
    await drop();
    await discardUpload(uploadsDir, storedName);
    throw error;
  }
  return {
    ok: true,
    fields: received.value,
    values,
    file: {
      originalName: part.originalName,
      storedName,
      contentType: kind.mime,
      size: part.size,
      sha256: part.sha256,
    },
  };
}

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

/** Writes a file of our own making into the uploads folder, never over another, and to the disk. */
export async function keepFile(dir: string, name: string, bytes: Buffer) {
  await mkdir(dir, { recursive: true });
  const handle = await open(path.join(dir, name), "wx");
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
