import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { type ActionResult, statusOf } from "./action-result";
import { useHydrated } from "./use-hydrated";
import { type FieldErrors, formValues, validate } from "./validation";

/**
 * A lead form that checks itself with the server's schema before sending, sends without a page
 * reload, shows the answer in the status region and the field messages under the fields, and
 * empties itself after a success. `result` is the answer of a post made without JavaScript.
 */
export function useLeadForm<S extends z.ZodType>(schema: S, result?: ActionResult) {
  const fetcher = useFetcher<ActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const answer = fetcher.data ?? result;

  useEffect(() => {
    if (fetcher.data?.ok) form.current?.reset();
  }, [fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const check = validate(schema, formValues(new FormData(event.currentTarget)));
    if (check.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(check.fields);
    const first = Object.keys(check.fields)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
  }

  return {
    fetcher,
    form,
    onSubmit,
    /** Browsers' own checks only until the schema can run here: without JavaScript they still help. */
    noValidate: hydrated,
    errors: clientErrors ?? (answer && !answer.ok ? (answer.fields ?? {}) : {}),
    status: clientErrors ? null : statusOf(answer),
    busy: fetcher.state !== "idle",
    answer,
  };
}
