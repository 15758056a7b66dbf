import { useCallback, useEffect, useRef } from "react";
import { useBlocker, useNavigation } from "react-router";

/** Everything a form would send, files by name and size: equal while nothing was changed. */
function snapshotOf(form: HTMLFormElement) {
  return JSON.stringify(
    [...new FormData(form)].map(([name, value]) =>
      typeof value === "string" ? [name, value] : [name, value.name, value.size],
    ),
  );
}

/** Asks before leaving by link or by the browser; `unsaved` marks a form shown again after a refused save. */
export function useUnsavedChanges(question: string, { unsaved = false }: { unsaved?: boolean } = {}) {
  const element = useRef<HTMLFormElement | null>(null);
  const initial = useRef("");
  const sending = useRef(false);
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  const idle = useNavigation().state === "idle";

  // A send that came back without a new form (a refusal) leaves the changes unsaved.
  useEffect(() => {
    if (idle) sending.current = false;
  }, [idle]);

  const changed = useCallback(() => {
    const form = element.current;
    if (!form || sending.current) return false;
    return unsavedRef.current || snapshotOf(form) !== initial.current;
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      changed(),
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!changed()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [changed]);

  return {
    form: {
      ref: useCallback((form: HTMLFormElement | null) => {
        element.current = form;
        sending.current = false;
        if (form) initial.current = snapshotOf(form);
      }, []),
      onSubmit: () => {
        sending.current = true;
      },
    },
  };
}
