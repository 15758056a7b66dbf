import type { Status } from "~/lib/action-result";

// Always in the page, even empty: screen readers announce only changes to an existing live region.
export function StatusMessage({ status, id }: { status: Status | null | undefined; id?: string }) {
  const tone =
    status?.tone === "error"
      ? "border-red-700 bg-red-50 text-red-900"
      : "border-green-700 bg-green-50 text-green-900";
  return (
    <div id={id} role="status" aria-atomic="true">
      {status ? (
        <p className={`rounded-md border-l-4 px-4 py-3 font-medium ${tone}`}>
          {status.text}
          {status.detail ? <span className="block font-normal text-sm">{status.detail}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
