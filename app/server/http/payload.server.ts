import { messages } from "~/lib/messages";
import { formValues } from "~/lib/validation";

export type Payload = Record<string, unknown>;

export type PayloadResult =
  | { ok: true; values: Payload }
  | { ok: false; status: 400 | 413 | 415; error: string; details: string };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads an action's body, JSON or an HTML form, into plain values. The size limit holds while
 * reading, so an oversized body is refused without being buffered whole. Files are left out:
 * uploads have their own streaming reader.
 */
export async function readPayload(request: Request, maxBytes = 64 * 1024): Promise<PayloadResult> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const isJson = type === "application/json";
  if (!isJson && !FORM_TYPES.includes(type)) {
    return {
      ok: false,
      status: 415,
      error: messages.generic.unsupported,
      details: "Send JSON (application/json) or an HTML form.",
    };
  }
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return tooLarge(maxBytes);
  const body = await readBody(request, maxBytes);
  if (body === null) return tooLarge(maxBytes);

  if (isJson) {
    try {
      const values: unknown = JSON.parse(body.toString("utf8"));
      if (values && typeof values === "object" && !Array.isArray(values))
        return { ok: true, values: values as Payload };
      return malformed("The JSON body must be an object.");
    } catch {
      return malformed("The body is not valid JSON.");
    }
  }
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { "content-type": contentType },
    }).formData();
    return { ok: true, values: formValues(form) };
  } catch {
    return malformed("The form body could not be read.");
  }
}

async function readBody(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop storing, but leave the connection alone: Node discards the rest once the 413 is
      // sent, and the client gets to read it instead of a reset.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
}

const tooLarge = (maxBytes: number): PayloadResult => ({
  ok: false,
  status: 413,
  error: messages.generic.tooLarge,
  details: `The body may be at most ${maxBytes} bytes.`,
});

const malformed = (details: string): PayloadResult => ({
  ok: false,
  status: 400,
  error: messages.generic.malformed,
  details,
});
