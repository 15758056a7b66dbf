import { data } from "react-router";
import type { ActionResult, SuccessExtra } from "~/lib/action-result";

export const succeed = (
  message: string,
  extra: SuccessExtra = {},
  status: 200 | 201 = 201,
  headers?: HeadersInit,
) => data<ActionResult>({ ok: true, message, ...extra }, { status, headers });

export const answerData = (answer: { status: number; body: ActionResult; retryAfter?: number }) =>
  data<ActionResult>(answer.body, {
    status: answer.status,
    headers: answer.retryAfter ? { "Retry-After": String(answer.retryAfter) } : undefined,
  });

export type FailStatus = 400 | 401 | 403 | 404 | 408 | 409 | 410 | 413 | 415 | 429;

export const fail = (
  status: FailStatus,
  error: string,
  details?: string,
  fields?: Record<string, string>,
  headers?: HeadersInit,
) => data<ActionResult>({ ok: false, error, details, fields }, { status, headers });
