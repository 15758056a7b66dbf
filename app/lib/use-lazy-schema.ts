import { useRef } from "react";
import type { z } from "zod";

/** Loads zod on the form's first use, not with the page; the server checks every post anyway. */
export function useLazySchema<S extends z.ZodType>(load: () => Promise<S>) {
  const loaded = useRef<S | null>(null);
  const loading = useRef<Promise<S> | null>(null);
  const ensure = () => {
    loading.current ??= load().then(
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
  return { current: () => loaded.current, ensure };
}
