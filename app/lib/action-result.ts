/** What every action answers: the JSON body for API clients, the action data for pages (DESIGN.md section 6). */
export type ActionResult =
  | { ok: true; message: string; id?: string }
  | { ok: false; error: string; details?: string; fields?: Record<string, string> };

/** A line of feedback after an action, shown in a live region. */
export interface Status {
  tone: "success" | "error";
  text: string;
}

/** The status line a page shows for an action's result. */
export function statusOf(result: ActionResult | undefined): Status | null {
  if (!result) return null;
  return result.ok ? { tone: "success", text: result.message } : { tone: "error", text: result.error };
}
