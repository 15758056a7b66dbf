import type { IncomingMessage } from "node:http";
import { messages } from "~/lib/messages";
import { addFormValue } from "~/lib/validation";
import { asBodyError, type BodyStatus, readBody, readNodeBody } from "./body.server";
import { readMultipart } from "./multipart.server";

export type Payload = Record<string, unknown>;

export type PayloadResult =
  | { ok: true; values: Payload }
  | { ok: false; status: BodyStatus; error: string; details: string };

const MAX_BYTES = 64 * 1024;

/**
 * Reads an action's body, JSON or an HTML form, into plain values. The size limit holds while
 * reading, so an oversized body is refused without being buffered whole. Files are left out:
 * readers that want one call `readMultipart` with its field.
 */
export async function readPayload(request: Request): Promise<PayloadResult> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "multipart/form-data") {
    const read = await readMultipart(request);
    return read.ok ? { ok: true, values: read.fields } : failure(read.status, read.details);
  }
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded") {
    return failure(415, "Send JSON (application/json) or an HTML form.");
  }
  let body: Buffer;
  try {
    body = await readBody(request, MAX_BYTES);
  } catch (error) {
    const { status, details } = asBodyError(error);
    return failure(status, details);
  }
  const text = body.toString("utf8");
  if (type === "application/json") return jsonValues(text);
  const values: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) addFormValue(values, key, value);
  return { ok: true, values };
}

/** A JSON body from Node's request, for the handlers that answer before React Router (lead-api). */
export async function readNodeJson(req: IncomingMessage): Promise<PayloadResult> {
  try {
    return jsonValues((await readNodeBody(req, MAX_BYTES)).toString("utf8"));
  } catch (error) {
    const { status, details } = asBodyError(error);
    return failure(status, details);
  }
}

function jsonValues(text: string): PayloadResult {
  try {
    const values: unknown = JSON.parse(text);
    if (values && typeof values === "object" && !Array.isArray(values))
      return { ok: true, values: values as Payload };
    return failure(400, "The JSON body must be an object.");
  } catch {
    return failure(400, "The body is not valid JSON.");
  }
}

const failure = (status: BodyStatus, details: string): PayloadResult => ({
  ok: false,
  status,
  details,
  error:
    status === 413
      ? messages.generic.tooLarge
      : status === 415
        ? messages.generic.unsupported
        : messages.generic.malformed,
});
