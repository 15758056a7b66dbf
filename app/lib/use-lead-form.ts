import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { type ActionResult, statusOf } from "./action-result";
import { bringToView, showField } from "./bring-to-view";
import { useHydrated } from "./use-hydrated";
import { type FieldErrors, formValues, validate } from "./validation";

function firstRefused(form: HTMLFormElement | null, fields: FieldErrors | undefined) {
  const first = Object.keys(fields ?? {})[0];
  return first ? form?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`) : null;
}

// The schema loads on the form's first use: the server checks every post anyway. `result` answers a
// post made without JavaScript; `ownConfirmation` leaves a success to a panel of the form's own.
export function useLeadForm<S extends z.ZodType>(
  loadSchema: () => Promise<S>,
  result?: ActionResult,
  { ownConfirmation = false }: { ownConfirmation?: boolean } = {},
) {
  const fetcher = useFetcher<ActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const loaded = useRef<S | null>(null);
  const loading = useRef<Promise<S> | null>(null);
  // Set when the schema could not be loaded: the post goes to the server, which checks it anyway.
  const unchecked = useRef(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const answer = fetcher.data ?? result;
  const ensureSchema = () => {
    loading.current ??= loadSchema().then(
      (schema) => {
        loaded.current = schema;
        return schema;
      },
      (error: unknown) => {
        // A failed download may succeed later: the next use tries again.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  };

  useEffect(() => {
    const answered = fetcher.data;
    if (!answered) return;
    if (answered.ok) {
      form.current?.reset();
      if (!ownConfirmation) bringToView(statusRef.current);
      return;
    }
    bringToView(firstRefused(form.current, answered.fields) ?? statusRef.current);
  }, [fetcher.data, ownConfirmation]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const target = event.currentTarget;
    if (!loaded.current) {
      if (unchecked.current) return;
      event.preventDefault();
      const { submitter } = event.nativeEvent as SubmitEvent;
      const resubmit = () => target.requestSubmit(submitter);
      ensureSchema().then(resubmit, () => {
        unchecked.current = true;
        resubmit();
      });
      return;
    }
    const check = validate(loaded.current, formValues(new FormData(target)));
    if (check.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(check.fields);
    const field = firstRefused(target, check.fields);
    if (field) showField(field);
  }

  return {
    fetcher,
    /** What the form element takes; browsers' own checks only until the schema can run here. */
    formProps: {
      ref: form,
      noValidate: hydrated,
      onSubmit,
      onFocus: () => {
        ensureSchema().catch(() => {});
      },
    },
    statusRef,
    /** Now when the schema is loaded, else once it is; nothing runs when it cannot load. */
    withSchema: (check: (loaded: S) => void) => {
      if (loaded.current) check(loaded.current);
      else ensureSchema().then(check, () => {});
    },
    errors: clientErrors ?? (answer && !answer.ok ? (answer.fields ?? {}) : {}),
    status: clientErrors ? null : statusOf(answer),
    busy: fetcher.state !== "idle",
    answer,
  };
}
