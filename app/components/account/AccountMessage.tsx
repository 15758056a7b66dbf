import { type ActionResult, statusOf } from "~/lib/action-result";
import { StatusMessage } from "../StatusMessage";

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
