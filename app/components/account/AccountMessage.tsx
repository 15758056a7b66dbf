import { type ActionResult, statusOf } from "~/lib/action-result";
import { StatusMessage } from "../StatusMessage";

/**
 * The result line under an account form. Where the spec shows a text when there is no result yet
 * ('No message available'), it stands in the same live region.
 */
export function AccountMessage({ result, empty }: { result?: ActionResult; empty?: string }) {
  const status = statusOf(result);
  if (status) {
    return (
      <StatusMessage
        status={!result?.ok && result?.details ? { ...status, detail: result.details } : status}
      />
    );
  }
  return (
    <div role="status" aria-atomic="true">
      {empty ? <p className="text-slate-600">{empty}</p> : null}
    </div>
  );
}
