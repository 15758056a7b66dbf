import { type ActionResult, statusWithDetails } from "~/lib/action-result";
import { StatusMessage } from "../StatusMessage";

export function AccountMessage({ result, empty }: { result?: ActionResult; empty?: string }) {
  const status = statusWithDetails(result);
  if (status) return <StatusMessage status={status} />;
  return (
    <div role="status" aria-atomic="true">
      {empty ? <p className="text-slate-600">{empty}</p> : null}
    </div>
  );
}
