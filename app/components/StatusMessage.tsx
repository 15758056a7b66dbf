import type { Ref } from "react";
import { type Status, statusClasses } from "~/lib/action-result";

// Always in the page, even empty: screen readers announce only changes to an existing live region.
// A form's answer (`focusable`, or a ref for React to focus it) takes the focus once the server has
// answered; a page without React (the form posted, the whole page back) gives it the focus as it loads.
export function StatusMessage({
  status,
  id,
  ref,
  focusable = ref !== undefined,
}: {
  status: Status | null | undefined;
  id?: string;
  ref?: Ref<HTMLDivElement>;
  focusable?: boolean;
}) {
  const classes = status ? statusClasses(status.tone) : null;
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={focusable ? -1 : undefined}
      // biome-ignore lint/a11y/noAutofocus: the answer to the form the visitor just posted, nothing else.
      autoFocus={focusable && Boolean(status)}
      role="status"
      aria-atomic="true"
    >
      {status && classes ? (
        <p className={classes.line}>
          {status.text}
          {status.detail ? <span className={classes.detail}>{status.detail}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
