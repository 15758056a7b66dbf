import type { Ref } from "react";
import { type Status, statusClasses } from "~/lib/action-result";

// Always in the page, even empty: screen readers announce only changes to an existing live region.
// With a ref, a form can move the focus to it once the server has answered; a page without React
// (the form posted, the whole page back) gives it the focus as it loads.
export function StatusMessage({
  status,
  id,
  ref,
}: {
  status: Status | null | undefined;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const classes = status ? statusClasses(status.tone) : null;
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      // biome-ignore lint/a11y/noAutofocus: the answer to the form the visitor just posted, nothing else.
      autoFocus={Boolean(ref && status)}
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
