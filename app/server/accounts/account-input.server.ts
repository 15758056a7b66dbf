import { unlink } from "node:fs/promises";
import type { z } from "zod";
import { messages } from "~/lib/messages";
import { validate } from "~/lib/validation";
import type { AppContext } from "../app-context.server";
import { readMultipart } from "../http/multipart.server";
import { readPayload } from "../http/payload.server";
import { fail } from "../http/respond.server";
import { avatarDir, storeAvatar } from "./avatars.server";

export type AccountInput<T> =
  | { ok: true; value: T; fields: Record<string, unknown>; image: string | null }
  | { ok: false; response: ReturnType<typeof fail> };

/**
 * Reads an account form that may carry a picture (register, edit): JSON and urlencoded bodies
 * through `readPayload`, multipart ones through `readMultipart` with the picture in the field
 * `image`, which is re-encoded and stored only once the other fields are valid.
 */
export async function readAccountForm<S extends z.ZodType>(
  request: Request,
  context: AppContext,
  schema: S,
  failure: string,
  /** Runs on the fields before anything is stored (the XSRF check); may throw a response. */
  authorize: (fields: Record<string, unknown>) => void = () => {},
): Promise<AccountInput<z.infer<S>>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) {
    const payload = await readPayload(request);
    if (!payload.ok) return { ok: false, response: fail(payload.status, failure, payload.details) };
    // The token first, as for multipart bodies: a forged request learns nothing about the fields.
    authorize(payload.values);
    const result = validate(schema, payload.values);
    if (!result.ok) return invalid(result.fields, failure);
    return { ok: true, value: result.value, fields: payload.values, image: null };
  }
  const { DATA_DIR, MAX_UPLOAD_MB } = context.config;
  const received = await readMultipart(request, {
    name: "image",
    dir: avatarDir(DATA_DIR),
    maxBytes: MAX_UPLOAD_MB * 1024 * 1024,
  });
  if (!received.ok) return { ok: false, response: fail(received.status, failure, received.details) };
  const { fields, part } = received;
  try {
    authorize(fields);
  } catch (refusal) {
    if (part) await unlink(part.path).catch(() => {});
    throw refusal;
  }
  const result = validate(schema, fields);
  if (!result.ok) {
    if (part) await unlink(part.path).catch(() => {});
    return invalid(result.fields, failure);
  }
  if (!part) return { ok: true, value: result.value, fields, image: null };
  const image = await storeAvatar(part.path, DATA_DIR);
  if (!image) {
    const details = messages.account.imageInvalid;
    return { ok: false, response: fail(415, failure, details, { image: details }) };
  }
  return { ok: true, value: result.value, fields, image };
}

const invalid = (fields: Record<string, string>, failure: string) =>
  ({ ok: false, response: fail(400, failure, Object.values(fields).join(" "), fields) }) as const;
