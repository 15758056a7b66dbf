import { useRef } from "react";
import type { z } from "zod";

/**
 * A form's schema, loaded when the form is first used instead of with the page: zod is about a
 * sixth of a form page's script (decision 017). `ensure()` starts the load (on the form's first
 * focus) and resolves with the schema; `current()` is the schema once loaded, else null. The
 * server checks every post whatever happens here.
 */
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
