/** What every action answers: the JSON body for API clients, the action data for pages (docs/architecture.md section 6). */
export type ActionResult =
  | {
      ok: true;
      message: string;
      /** What was done, under the message ("3 leads are now Contacted."). */
      detail?: string;
      id?: string;
      /** Uploads: the name the visitor's file had, and its size in bytes. */
      filename?: string;
      size?: number;
      /** Course enrolments: the fee total the server computed. */
      totalFees?: number;
      /** A passkey sign-in: the page the browser goes on to. */
      redirectTo?: string;
    }
  | {
      ok: false;
      error: string;
      details?: string;
      fields?: Record<string, string>;
      /** The form's fields as sent, for a page that shows a refused form again (the content editors). */
      values?: Record<string, unknown>;
    };

/** A line of feedback after an action, shown in a live region. */
export interface Status {
  tone: "success" | "error";
  text: string;
  /** Why, under the message, where the spec's message alone would leave the visitor guessing. */
  detail?: string;
}

/** The status line a page shows for an action's result. */
export function statusOf(result: ActionResult | undefined): Status | null {
  if (!result) return null;
  return result.ok
    ? { tone: "success", text: result.message, ...(result.detail && { detail: result.detail }) }
    : { tone: "error", text: result.error };
}

/**
 * What a list page with a confirmation step shows: the question its action answered with, or the
 * status of what it did (or the loader's error), never both.
 */
export function questionOrStatus<Q>(
  error: string | null | undefined,
  actionData: ActionResult | { question: Q } | undefined,
): { question: Q | null; shown: Status | null } {
  if (actionData && "question" in actionData) return { question: actionData.question, shown: null };
  return { question: null, shown: error ? { tone: "error", text: error } : statusOf(actionData) };
}

export type SuccessExtra = Omit<Extract<ActionResult, { ok: true }>, "ok" | "message">;
