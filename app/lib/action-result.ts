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
      /** What is due in each currency. */
      totals?: Totals;
      /** How to pay for an enrolment. */
      payment?: PaymentInstructions;
      /** Each course of an enrolment with its batch, in words. */
      enrolled?: { course: string; batch: string }[];
      redirectTo?: string;
    }
  | {
      ok: false;
      error: string;
      details?: string;
      fields?: Record<string, string>;
      values?: Record<string, unknown>;
    };

export interface Status {
  tone: "success" | "error";
  text: string;
  detail?: string;
}

export function statusOf(result: ActionResult | undefined): Status | null {
  if (!result) return null;
  return result.ok
    ? { tone: "success", text: result.message, ...(result.detail && { detail: result.detail }) }
    : { tone: "error", text: result.error };
}

export function questionOrStatus<Q>(
  error: string | null | undefined,
  actionData: ActionResult | { question: Q } | undefined,
): { question: Q | null; shown: Status | null } {
  if (actionData && "question" in actionData) return { question: actionData.question, shown: null };
  return { question: null, shown: error ? { tone: "error", text: error } : statusOf(actionData) };
}

export type SuccessExtra = Omit<Extract<ActionResult, { ok: true }>, "ok" | "message">;
