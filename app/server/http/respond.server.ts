import { data } from "react-router";
import type { ActionResult } from "~/lib/action-result";

/** An action's success: 201 for something created, 200 otherwise. */
export const succeed = (message: string, extra: { id?: string } = {}, status: 200 | 201 = 201) =>
  data<ActionResult>({ ok: true, message, ...extra }, { status });

export const fail = (
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
  error: string,
  details?: string,
  fields?: Record<string, string>,
) => data<ActionResult>({ ok: false, error, details, fields }, { status });
