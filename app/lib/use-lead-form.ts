import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { type ActionResult, statusOf } from "./action-result";
import { bringToView, showField } from "./bring-to-view";
import { useHydrated } from "./use-hydrated";
import { useLazySchema } from "./use-lazy-schema";
import { type FieldErrors, formValues, validate } from "./validation";

/**
 * `result` is the answer of a post made without JavaScript. Once the server answers, its status
 * (`statusRef`) or the first field it refused takes the focus; `ownConfirmation` leaves a success
 * to a panel of the form's own.
 */
export function useLeadForm<S extends z.ZodType>(
  loadSchema: () => Promise<S>,
  result?: ActionResult,
  { ownConfirmation = false }: { ownConfirmation?: boolean } = {},
) {
  const fetcher = useFetcher<ActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const schema = useLazySchema(loadSchema);
  // Set when the schema could not be loaded: the post goes to the server, which checks it anyway.
  const unchecked = useRef(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const answer = fetcher.data ?? result;

  useEffect(() => {
    const answered = fetcher.data;
    if (!answered) return;
    if (answered.ok) {
      form.current?.reset();
      if (!ownConfirmation) bringToView(statusRef.current);
      return;
    }
    const first = Object.keys(answered.fields ?? {})[0];
    const field = first ? form.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`) : null;
    bringToView(field ?? statusRef.current);
  }, [fetcher.data, ownConfirmation]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const target = event.currentTarget;
    const loaded = schema.current();
    if (!loaded) {
      if (unchecked.current) return;
      event.preventDefault();
      const { submitter } = event.nativeEvent as SubmitEvent;
      const resubmit = () => target.requestSubmit(submitter);
      schema.ensure().then(resubmit, () => {
        unchecked.current = true;
        resubmit();
      });
      return;
    }
    const check = validate(loaded, formValues(new FormData(target)));
    if (check.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(check.fields);
    const first = Object.keys(check.fields)[0];
    const field = first ? target.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`) : null;
    if (field) showField(field);
  }

  return {
    fetcher,
    form,
    statusRef,
    onSubmit,
    onFocus: () => {
      schema.ensure().catch(() => {});
    },
    /** Now when the schema is loaded, else once it is; nothing runs when it cannot load. */
    withSchema: (check: (loaded: S) => void) => {
      const loaded = schema.current();
      if (loaded) check(loaded);
      else schema.ensure().then(check, () => {});
    },
    /** Browsers' own checks only until the schema can run here: without JavaScript they still help. */
    noValidate: hydrated,
    errors: clientErrors ?? (answer && !answer.ok ? (answer.fields ?? {}) : {}),
    status: clientErrors ? null : statusOf(answer),
    busy: fetcher.state !== "idle",
    answer,
  };
}
