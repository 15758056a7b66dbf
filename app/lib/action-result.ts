import type { Totals } from "./courses";
import type { PaymentInstructions } from "./upi";
export type ActionResult =
  | {
      ok: true;
      message: string;
      detail?: string;
      id?: string;
      filename?: string;
      size?: number;
      /** The spec's total: present when every chosen course is in one currency. */
      totalFees?: number;
      totals?: Totals;
      payment?: PaymentInstructions;
      /** Each course of an enrolment with its batch, in words. */
      enrolled?: { course: string; batch: string }[];
      /** How to pay, as the page shows it (EnrolmentConfirmation's markup), for the course form's script. */
      panel?: string;
      redirectTo?: string;
    }
  | {
      ok: false;
      error: string;
      details?: string;
      fields?: Record<string, string>;
      values?: Record<string, unknown>;
    };

export type Status = { tone: "success" | "error"; text: string; detail?: string };

/** A status line's classes: StatusMessage's, and the upload script's, which writes the line itself. */
export const statusClasses = (tone: Status["tone"]) => ({
  line: `rounded-md border-l-4 px-4 py-3 font-medium ${
    tone === "error" ? "border-red-700 bg-red-50 text-red-900" : "border-green-700 bg-green-50 text-green-900"
  }`,
  detail: "block font-normal text-sm",
});

export function statusOf(result: ActionResult | undefined): Status | null {
  if (!result) return null;
  return result.ok
    ? { tone: "success", text: result.message, ...(result.detail && { detail: result.detail }) }
    : { tone: "error", text: result.error };
}

/** An account form's status: a refusal tells its details under it (a password's reason, say). */
export function statusWithDetails(result: ActionResult | undefined): Status | null {
  const status = statusOf(result);
  return status && result && !result.ok && result.details ? { ...status, detail: result.details } : status;
}

export function questionOrStatus<Q>(
  error: string | null | undefined,
  actionData: ActionResult | { question: Q } | undefined,
): { question: Q | null; shown: Status | null } {
  if (actionData && "question" in actionData) return { question: actionData.question, shown: null };
  return { question: null, shown: error ? { tone: "error", text: error } : statusOf(actionData) };
}

export type SuccessExtra = Omit<Extract<ActionResult, { ok: true }>, "ok" | "message">;
