import type { z } from "zod";
import { validate } from "~/lib/validation";
import { checkCsrf } from "../auth/guards.server";
import type { SignedIn } from "../auth/sessions.server";
import { type Payload, readPayload } from "../http/payload.server";
import { type FailStatus, fail } from "../http/respond.server";

interface AdminFailure {
  status: FailStatus;
  details: string;
  fields?: Record<string, string>;
}

type AdminInput<T> =
  | { ok: true; value: T; payload: Payload }
  | { ok: false; failure: AdminFailure; payload: Payload };

/**
 * Reads an admin action's body (JSON or form) in the order every admin change follows: the body,
 * then the XSRF token (throws 403), then the schema. The failure is returned unanswered, because
 * the dashboard answers browsers with a redirect rather than a page.
 */
export async function readAdminInput<S extends z.ZodType>(
  request: Request,
  signedIn: SignedIn,
  schema: S,
): Promise<AdminInput<z.infer<S>>> {
  const read = await readPayload(request);
  if (!read.ok) return { ok: false, failure: { status: read.status, details: read.details }, payload: {} };
  checkCsrf(request, signedIn, read.values);
  const result = validate(schema, read.values);
  if (result.ok) return { ok: true, value: result.value, payload: read.values };
  const details = Object.values(result.fields).join(" ");
  return { ok: false, failure: { status: 400, details, fields: result.fields }, payload: read.values };
}

/** The JSON (or action-data) answer for a failure, under the action's spec message. */
export const failWith = (error: string, failure: AdminFailure) =>
  fail(failure.status, error, failure.details, failure.fields);
