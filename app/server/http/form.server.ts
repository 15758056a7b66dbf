import { unlink } from "node:fs/promises";
import { data } from "react-router";
import type { z } from "zod";
import type { ActionResult } from "~/lib/action-result";
import { addFormValue, type FieldErrors, validate } from "~/lib/validation";
import { asBodyError, BodyError, type BodyStatus, readBody } from "./body.server";
import { type FileField, type ReceivedPart, readMultipart } from "./multipart.server";
import type { FailStatus } from "./respond.server";

export type FormValues = Record<string, unknown>;

export type RefusalCode = "malformed" | "timeout" | "too-large" | "unsupported" | "invalid";

export interface FormRefusal {
  ok: false;
  code: RefusalCode;
  status: BodyStatus;
  details: string;
  fields?: FieldErrors;
  /** What could be read before the refusal (the dashboard keeps its list query from them). */
  values: FormValues;
}

export interface FormAccepted<T> {
  ok: true;
  value: T;
  values: FormValues;
  /** The file of `options.file`, waiting under its `.incoming` folder: the caller keeps or removes it. */
  part: ReceivedPart | null;
  parts: ReceivedPart[];
  oversized: string[];
}

export type FormRead<T> = FormAccepted<T> | FormRefusal;

export interface FormOptions {
  /** The file field (or fields) a multipart form may carry; without it, files are read and dropped. */
  file?: FileField;
  /** Runs before the schema (the XSRF check), so a forged request learns nothing about the fields. */
  authorize?: (values: FormValues) => void;
}

const MAX_BYTES = 64 * 1024;

const codeOf: Record<BodyStatus, RefusalCode> = {
  400: "malformed",
  408: "timeout",
  413: "too-large",
  415: "unsupported",
};

export async function readForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: FormOptions = {},
): Promise<FormRead<z.infer<S>>> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "multipart/form-data") {
    const read = await readMultipart(request, options.file);
    if (!read.ok) return refusal(read.status, read.details, read.fields);
    return checkFields(schema, read.fields, options, read.parts, read.oversized);
  }
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded")
    return refusal(415, "Send JSON (application/json) or an HTML form.");
  const body = await readBody(request, MAX_BYTES).catch(asBodyError);
  if (body instanceof BodyError) return refusal(body.status, body.details);
  const read = type === "application/json" ? jsonValues(body) : urlencodedValues(body);
  return read.ok ? checkFields(schema, read.values, options, [], []) : read;
}

/** `sentBack` refills the form without JavaScript; a form that holds a password must not pass it. */
export const refuse = (
  error: string,
  refusal: { status: FailStatus; details?: string; fields?: FieldErrors },
  sentBack?: FormValues,
) =>
  data<ActionResult>(
    {
      ok: false,
      error,
      details: refusal.details,
      fields: refusal.fields,
      ...(sentBack && { values: sentBack }),
    },
    { status: refusal.status },
  );

export const refusal = (
  status: BodyStatus,
  details: string,
  values: FormValues = {},
  fields?: FieldErrors,
): FormRefusal => ({ ok: false, code: codeOf[status], status, details, fields, values });

async function checkFields<S extends z.ZodType>(
  schema: S,
  values: FormValues,
  { authorize }: FormOptions,
  parts: ReceivedPart[],
  oversized: string[],
): Promise<FormRead<z.infer<S>>> {
  const drop = async () => {
    for (const part of parts) await unlink(part.path).catch(() => {});
  };
  try {
    authorize?.(values);
  } catch (refused) {
    await drop();
    throw refused;
  }
  const result = validate(schema, values);
  if (result.ok) return { ok: true, value: result.value, values, part: parts[0] ?? null, parts, oversized };
  await drop();
  return { ...refusal(400, Object.values(result.fields).join(" "), values, result.fields), code: "invalid" };
}

type Values = { ok: true; values: FormValues } | FormRefusal;

function jsonValues(body: Buffer): Values {
  try {
    const values: unknown = JSON.parse(body.toString("utf8"));
    if (values && typeof values === "object" && !Array.isArray(values))
      return { ok: true, values: values as FormValues };
    return refusal(400, "The JSON body must be an object.");
  } catch {
    return refusal(400, "The body is not valid JSON.");
  }
}

function urlencodedValues(body: Buffer): Values {
  const values: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body.toString("utf8"))) addFormValue(values, key, value);
  return { ok: true, values };
}
