import type { Ref } from "react";
import type { Status } from "~/lib/action-result";

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
  const tone =
    status?.tone === "error"
      ? "border-red-700 bg-red-50 text-red-900"
      : "border-green-700 bg-green-50 text-green-900";
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
      {status ? (
        <p className={`rounded-md border-l-4 px-4 py-3 font-medium ${tone}`}>
          {status.text}
          {status.detail ? <span className="block font-normal text-sm">{status.detail}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
