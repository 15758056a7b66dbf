import type { z } from "zod";
import { validate } from "~/lib/validation";
import { type Payload, readPayload } from "./payload.server";
import { fail } from "./respond.server";

export type Input<T> =
  | { ok: true; value: T; payload: Payload }
  | { ok: false; response: ReturnType<typeof fail> };

/**
 * Reads an action's body (JSON or form) and checks it against the form's schema. On failure the
 * answer is ready: the action's failure message, why, and one message per invalid field.
 */
export async function readInput<S extends z.ZodType>(
  request: Request,
  schema: S,
  failure: string,
): Promise<Input<z.infer<S>>> {
  const payload = await readPayload(request);
  if (!payload.ok) return { ok: false, response: fail(payload.status, failure, payload.details) };
  const result = validate(schema, payload.values);
  if (result.ok) return { ok: true, value: result.value, payload: payload.values };
  return {
    ok: false,
    response: fail(400, failure, Object.values(result.fields).join(" "), result.fields),
  };
}
